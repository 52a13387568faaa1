import path from 'node:path';

/** The repository root (ops-tests/ is one level below it). */
export const ROOT = path.resolve(__dirname, '..', '..');
export const K8S = path.join(ROOT, 'k8s');
export const OVERLAYS = ['dev', 'prod'] as const;
export type Overlay = (typeof OVERLAYS)[number];

/** Every Node service of the distributed composition (services/<name>). */
export const SERVICES = ['catalogue', 'users', 'orders', 'coupons', 'subscriptions', 'notifications', 'payments'] as const;
