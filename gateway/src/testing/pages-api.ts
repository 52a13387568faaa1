import { CATALOGUE_ADMIN_SUBJECTS, type Product } from '@kukki/contracts';
import { newId, type RpcClient } from '@kukki/platform';
import type { CompositionKind } from '@kukki/platform/testing';
import { CatalogueModule } from '@kukki/catalogue';
import { SubscriptionsModule } from '@kukki/subscriptions';
import { RPC } from '../tokens';
import { startApi, type ApiHarness } from './api-harness';
import { noSessions } from './users-stub';

/**
 * The gateway serving the storefront's pages from `frontendsDir` over the catalogue and the plans (the
 * users service is not part of these pages), with the seeded products and the first plan's id.
 */
export async function startPagesApi(
  kind: CompositionKind,
  frontendsDir: string,
): Promise<{ api: ApiHarness; products: Product[]; planId: string }> {
  const api = await startApi(
    kind,
    [noSessions(), ['catalogue', (rt) => CatalogueModule.forRoot(rt)], ['subscriptions', (rt) => SubscriptionsModule.forRoot(rt)]],
    { SERVE_FRONTENDS: 'true', FRONTENDS_DIR: frontendsDir, PUBLIC_URL: 'https://kukki.example', RPC_TIMEOUT_MS: '10000' },
  );
  const products: Product[] = (await api.get('/api/productos')).body.products;
  const planId: string = (await api.get('/api/suscripciones')).body.data.subscriptions[0]._id;
  return { api, products, planId };
}

/** The pages that show the catalogue's and the plans' data: home, catalogue, flavours, plans, `planId`'s and `product`'s. */
export const pagesWithData = (product: Product, planId: string) => [
  '/',
  '/catalogo',
  '/sabores',
  '/suscripciones',
  `/suscripciones/${planId}`,
  `/productos/${product.category}/${product._id}`,
];

/** An administrator's catalogue changes, sent straight to the catalogue's subjects (as the admin routes do). */
export function catalogueAdmin(api: ApiHarness) {
  const rpc = api.app.get<symbol, RpcClient>(RPC);
  const admin = { principal: { userId: newId(), isAdmin: true } };
  return {
    update({ _id, archived: _archived, ...input }: Product, changes: Partial<Product>) {
      return rpc.request(CATALOGUE_ADMIN_SUBJECTS.updateProduct, { id: _id, product: { ...input, ...changes } }, admin);
    },
    archive(product: Product) {
      return rpc.request(CATALOGUE_ADMIN_SUBJECTS.archiveProduct, { id: product._id }, admin);
    },
  };
}
