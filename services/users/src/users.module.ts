import { Module, type DynamicModule } from '@nestjs/common';
import type { Runtime } from '@kukki/platform';
import { UsersController } from './users.controller';

@Module({})
export class UsersModule {
  static forRoot(runtime: Runtime): DynamicModule {
    void runtime;
    return { module: UsersModule, controllers: [UsersController], providers: [] };
  }
}
