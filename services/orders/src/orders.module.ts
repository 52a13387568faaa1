import { Module, type DynamicModule } from '@nestjs/common';
import type { Runtime } from '@kukki/platform';
import { OrdersController } from './orders.controller';

@Module({})
export class OrdersModule {
  static forRoot(runtime: Runtime): DynamicModule {
    void runtime;
    return { module: OrdersModule, controllers: [OrdersController], providers: [] };
  }
}
