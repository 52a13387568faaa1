import { Module, type DynamicModule } from '@nestjs/common';
import type { Runtime } from '@kukki/platform';
import { SubscriptionsController } from './subscriptions.controller';

@Module({})
export class SubscriptionsModule {
  static forRoot(runtime: Runtime): DynamicModule {
    void runtime;
    return { module: SubscriptionsModule, controllers: [SubscriptionsController], providers: [] };
  }
}
