import { redirectTarget } from './redirect';

describe('the login redirect follows same-site paths only', () => {
  it.each([
    ['', '/'],
    ['?redirect=cart', '/cart'],
    ['?redirect=/suscripciones', '/suscripciones'],
    ['?redirect=/cart%3Fx%3D1', '/cart?x=1'],
  ])('%s → %s', (search, target) => expect(redirectTarget(search)).toBe(target));

  it.each(['?redirect=//evil.example', '?redirect=/%5Cevil.example', '?redirect=%5C%5Cevil.example', '?redirect=/%09/evil.example'])(
    '%s → /',
    (search) => expect(redirectTarget(search)).toBe('/'),
  );
});
