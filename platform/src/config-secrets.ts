import { ConfigError } from './config';

/** Values published in this repository (docker-compose.yml, .env.example, k8s dev overlay): anyone can read them. */
const PUBLISHED = new Set(['dev-only-jwt-secret-change-me-0123456789abcdef', 'dev-only-webhook-secret', 'CambiaEsto123!']);

const SECRETS = ['JWT_SECRET', 'EVENT_PAYLOAD_SECRET', 'ADMIN_PASSWORD', 'MERCADOPAGO_WEBHOOK_SECRET', 'MERCADOPAGO_ACCESS_TOKEN'];

/**
 * With NODE_ENV=production: JWT_SECRET must be set, and no secret may keep a published development value
 * (a forged admin token or webhook signature would need nothing but this repository).
 */
export function checkProductionSecrets(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV !== 'production') return;
  if (!env.JWT_SECRET) throw new ConfigError('Configuración inválida — JWT_SECRET es obligatorio con NODE_ENV=production');
  const published = SECRETS.filter((name) => {
    const value = env[name];
    return value !== undefined && (PUBLISHED.has(value) || value.startsWith('dev-only'));
  });
  if (published.length)
    throw new ConfigError(
      `Configuración inválida — ${published.join(', ')} ${published.length > 1 ? 'conservan' : 'conserva'} el valor de desarrollo publicado; cámbialo en .env (o en kukki-secrets) antes de usar NODE_ENV=production`,
    );
}
