import { checkProductionSecrets } from './config-secrets';
import { ConfigError } from './config';

const STRONG = 'k3PmX9vQ2rT8wY5zA1bC4dE7fG0hJ6nL';

describe('production secrets', () => {
  it('requires JWT_SECRET in production, with one line naming it', () => {
    expect(() => checkProductionSecrets({ NODE_ENV: 'production' })).toThrow(
      new ConfigError('Configuración inválida — JWT_SECRET es obligatorio con NODE_ENV=production'),
    );
    expect(() => checkProductionSecrets({ NODE_ENV: 'production', JWT_SECRET: STRONG })).not.toThrow();
  });

  it('refuses the development values published in the repository, naming each variable', () => {
    const published = {
      NODE_ENV: 'production',
      JWT_SECRET: 'dev-only-jwt-secret-change-me-0123456789abcdef',
      ADMIN_PASSWORD: 'CambiaEsto123!',
      MERCADOPAGO_WEBHOOK_SECRET: 'dev-only-webhook-secret',
      EVENT_PAYLOAD_SECRET: 'dev-only-sealing-key-of-a-tutorial-0123',
    };
    expect(() => checkProductionSecrets(published)).toThrow(
      /^Configuración inválida — JWT_SECRET, EVENT_PAYLOAD_SECRET, ADMIN_PASSWORD, MERCADOPAGO_WEBHOOK_SECRET conservan el valor de desarrollo publicado/,
    );
    expect(() => checkProductionSecrets({ NODE_ENV: 'production', JWT_SECRET: STRONG, ADMIN_PASSWORD: 'CambiaEsto123!' })).toThrow(
      /ADMIN_PASSWORD conserva el valor/,
    );
  });

  it('lets development and tests keep them', () => {
    expect(() => checkProductionSecrets({ JWT_SECRET: 'dev-only-jwt-secret-change-me-0123456789abcdef' })).not.toThrow();
    expect(() => checkProductionSecrets({ NODE_ENV: 'test' })).not.toThrow();
  });
});
