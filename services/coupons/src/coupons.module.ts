import { Module, type DynamicModule } from '@nestjs/common';
import type { Runtime } from '@kukki/platform';
import { CouponsController } from './coupons.controller';

@Module({})
export class CouponsModule {
  static forRoot(runtime: Runtime): DynamicModule {
    void runtime;
    return { module: CouponsModule, controllers: [CouponsController], providers: [] };
  }
}
