// The composition an order crosses, for the orders suites and the gateway's; under src/testing, so never built.
import type { ModuleEntry } from '@kukki/platform/testing';
import { CatalogueModule } from '@kukki/catalogue';
import { CouponsModule } from '@kukki/coupons';
import { OrdersModule } from '../orders.module';
import { FakeUsersModule } from './fake-users';

/** Catalogue, the users service faked (`fakeUsers`), coupons (unless left out) and orders, in start order. */
export function orderModules({ coupons = true }: { coupons?: boolean } = {}): ModuleEntry[] {
  return [
    ['catalogue', (rt) => CatalogueModule.forRoot(rt)],
    ['users', () => FakeUsersModule.forRoot()],
    ...(coupons ? ([['coupons', (rt) => CouponsModule.forRoot(rt)]] as ModuleEntry[]) : []),
    ['orders', (rt) => OrdersModule.forRoot(rt)],
  ];
}
