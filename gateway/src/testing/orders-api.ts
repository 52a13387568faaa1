import type { Product } from '@kukki/contracts';
import { newId, signSession } from '@kukki/platform';
import type { CompositionKind } from '@kukki/platform/testing';
import { fakeUsers } from '@kukki/orders/src/testing/fake-users';
import { orderModules } from '@kukki/orders/src/testing/order-modules';
import { startApi, type ApiHarness } from './api-harness';

/** Bearer headers signed with the suite's JWT secret. */
export const bearerSignedWith =
  (jwtSecret: string) =>
  (userId: string, isAdmin = false) => ({ authorization: `Bearer ${signSession({ sub: userId, isAdmin }, jwtSecret)}` });

/** `bearer` signed with the suite's JWT secret, and `asAdmin`: the headers of a new administrator the faked users service knows. */
export function fakeUsersSessions(jwtSecret: string) {
  const bearer = bearerSignedWith(jwtSecret);
  const adminId = newId();
  fakeUsers.admins.add(adminId);
  return { bearer, asAdmin: bearer(adminId, true) };
}

/**
 * The gateway over the services an order crosses — catalogue, coupons (unless left out), orders — with
 * the users service faked (`fakeUsers`), and the seeded catalogue's products by name.
 */
export async function startOrdersApi(
  kind: CompositionKind,
  env: Partial<Record<string, string>>,
  { coupons = true }: { coupons?: boolean } = {},
): Promise<{ api: ApiHarness; products: Record<string, Product> }> {
  const api = await startApi(kind, orderModules({ coupons }), env);
  const { body } = await api.get('/api/productos');
  return { api, products: Object.fromEntries(body.products.map((x: Product) => [x.name, x])) };
}
