import type { Product } from '@kukki/contracts';
import { signSession } from '@kukki/platform';
import type { CompositionKind, ModuleEntry } from '@kukki/platform/testing';
import { CatalogueModule } from '@kukki/catalogue';
import { CouponsModule } from '@kukki/coupons';
import { OrdersModule } from '@kukki/orders';
import { FakeUsersModule } from '@kukki/orders/src/testing/fake-users';
import { startApi, type ApiHarness } from './api-harness';

/** Bearer headers signed with the suite's JWT secret. */
export const bearerSignedWith =
  (jwtSecret: string) =>
  (userId: string, isAdmin = false) => ({ authorization: `Bearer ${signSession({ sub: userId, isAdmin }, jwtSecret)}` });

/**
 * The gateway over the services an order crosses — catalogue, coupons (unless left out), orders — with
 * the users service faked (`fakeUsers`), and the seeded catalogue's products by name.
 */
export async function startOrdersApi(
  kind: CompositionKind,
  env: Partial<Record<string, string>>,
  { coupons = true }: { coupons?: boolean } = {},
): Promise<{ api: ApiHarness; products: Record<string, Product> }> {
  const modules: ModuleEntry[] = [
    ['catalogue', (rt) => CatalogueModule.forRoot(rt)],
    ['users', () => FakeUsersModule.forRoot()],
    ...(coupons ? ([['coupons', (rt) => CouponsModule.forRoot(rt)]] as ModuleEntry[]) : []),
    ['orders', (rt) => OrdersModule.forRoot(rt)],
  ];
  const api = await startApi(kind, modules, env);
  const { body } = await api.request({ method: 'GET', url: '/api/productos' });
  return { api, products: Object.fromEntries(body.products.map((x: Product) => [x.name, x])) };
}
