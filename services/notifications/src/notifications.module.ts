import { Module, type DynamicModule } from '@nestjs/common';
import type { Runtime } from '@kukki/platform';
import { NotificationsController } from './notifications.controller';

@Module({})
export class NotificationsModule {
  static forRoot(runtime: Runtime): DynamicModule {
    void runtime;
    return { module: NotificationsModule, controllers: [NotificationsController], providers: [] };
  }
}
