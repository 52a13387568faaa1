import { SEALED_PREFIX, type Sealer } from '@kukki/platform';

/**
 * Capability tokens (a guest's order token, a password-reset token, an enrolment's token) are kept in
 * stored e-mails sealed: `~sealed~<AES-GCM body>~`, made only of characters that HTML escaping, URL
 * encoding and the templates leave as they are. The dispatcher opens them just before sending, so the
 * recipient gets the working link and a database dump or a backup holds no usable one.
 */
const SEALED_TOKEN = /~sealed~([A-Za-z0-9_-]+)~/g;

export function sealToken(token: string, sealer: Sealer): string {
  return `~sealed~${sealer.seal(token).slice(SEALED_PREFIX.length)}~`;
}

/** The text with every sealed token opened; one sealed with another key opens as nothing (no link rather than a wrong one). */
export function openTokens(text: string, sealer: Sealer, onUnreadable?: () => void): string {
  return text.replace(SEALED_TOKEN, (_whole, body: string) => {
    try {
      return sealer.open(`${SEALED_PREFIX}${body}`);
    } catch {
      onUnreadable?.();
      return '';
    }
  });
}

const TOKEN_PARAM = /([?&]token=)([^&#]+)/;
/** A reset link without `token=` carries it as its last path segment (`/resetpassword/<token>`). */
const LAST_SEGMENT = /^((?:[a-z][a-z0-9+.-]*:\/\/[^/?#]*)?\/(?:[^?#]*\/)?)([^/?#]+)/i;
const CAPABILITY_FIELDS: Record<string, RegExp[]> = {
  orderUrl: [TOKEN_PARAM],
  manageUrl: [TOKEN_PARAM],
  resetUrl: [TOKEN_PARAM, LAST_SEGMENT],
};

/** The link (plain) with its capability token sealed in place; a link without one is left as it is. */
export function sealCapability(field: string, url: string, sealer: Sealer): string {
  const at = CAPABILITY_FIELDS[field]?.find((re) => re.test(url));
  if (!at || url.includes('~sealed~')) return url;
  return url.replace(at, (_whole, before: string, token: string) => `${before}${sealToken(token, sealer)}`);
}
