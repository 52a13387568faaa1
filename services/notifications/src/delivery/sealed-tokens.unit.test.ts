import { createSealer } from '@kukki/platform';
import { openTokens, sealCapability } from './sealed-tokens';
import { escapeHtml } from '../render/engine';

const sealer = createSealer('x'.repeat(32));
const TOKEN = 'q1w2E3r4T5y6_u7-I8o9P0aSdFgHjKlZ';

describe('sealed capability tokens in stored e-mails', () => {
  it.each([
    ['orderUrl', `http://localhost:8080/order/65a1b2c3d4e5f6a7b8c9d0e1?token=${TOKEN}`],
    ['manageUrl', `http://localhost:8080/misuscripcion?suscripcion=65a1b2c3d4e5f6a7b8c9d0aa&token=${TOKEN}`],
    ['resetUrl', `http://localhost:8080/resetpassword/${TOKEN}`],
    ['resetUrl', `/resetpassword/${TOKEN}`],
    ['resetUrl', `http://localhost:8080/reset-password?token=${TOKEN}`],
  ])('%s %s keeps no plain token and opens back to the same link, escaped or encoded', (field, url) => {
    const stored = sealCapability(field, url, sealer);
    expect(stored).not.toContain(TOKEN);
    expect(openTokens(stored, sealer)).toBe(url);
    expect(openTokens(escapeHtml(stored), sealer)).toBe(escapeHtml(url));
    expect(openTokens(encodeURIComponent(stored), sealer)).toBe(encodeURIComponent(url));
  });

  it('leaves links without a capability as they are', () => {
    expect(sealCapability('orderUrl', 'http://localhost:8080/order/65a1b2c3d4e5f6a7b8c9d0e1', sealer)).toBe(
      'http://localhost:8080/order/65a1b2c3d4e5f6a7b8c9d0e1',
    );
    expect(sealCapability('resetUrl', 'http://localhost:8080', sealer)).toBe('http://localhost:8080');
    expect(sealCapability('resetUrl', '', sealer)).toBe('');
  });

  it('opens a token sealed with another key as nothing, and leaves forged markers out', () => {
    const stored = sealCapability('resetUrl', `http://localhost:8080/resetpassword/${TOKEN}`, createSealer('y'.repeat(32)));
    let unreadable = 0;
    expect(openTokens(stored, sealer, () => unreadable++)).toBe('http://localhost:8080/resetpassword/');
    expect(openTokens('hola ~sealed~abc~', sealer, () => unreadable++)).toBe('hola ');
    expect(unreadable).toBe(2);
  });
});
