import type { DynamicModule } from '@nestjs/common';
import type { ServiceName } from '@kukki/contracts';
import type { Runtime } from '@kukki/platform';
import { CatalogueModule } from '@kukki/catalogue';
import { UsersModule } from '@kukki/users';
import { OrdersModule } from '@kukki/orders';
import { CouponsModule } from '@kukki/coupons';
import { SubscriptionsModule } from '@kukki/subscriptions';
import { NotificationsModule } from '@kukki/notifications';
import { PaymentsModule } from '@kukki/payments';

/** Every service module, in start order. The embedded launcher hosts them all in one process. */
export const SERVICE_MODULES: Array<[ServiceName, (runtime: Runtime) => DynamicModule]> = [
  ['catalogue', (rt) => CatalogueModule.forRoot(rt)],
  ['users', (rt) => UsersModule.forRoot(rt)],
  ['coupons', (rt) => CouponsModule.forRoot(rt)],
  ['payments', (rt) => PaymentsModule.forRoot(rt)],
  ['orders', (rt) => OrdersModule.forRoot(rt)],
  ['subscriptions', (rt) => SubscriptionsModule.forRoot(rt)],
  ['notifications', (rt) => NotificationsModule.forRoot(rt)],
];
