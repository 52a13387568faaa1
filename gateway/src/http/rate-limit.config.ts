import { z } from 'zod';

const perWindow = (fallback: number) => z.coerce.number().positive().default(fallback);

/** The per-address limits of the gateway (README «Configuration»); each is a count per window unless it says MS. */
export const rateLimitEnvShape = {
  ORDERS_RATE_LIMIT: perWindow(120),
  COUPON_RATE_LIMIT: perWindow(60),
  RATE_LIMIT_PAYMENTS: perWindow(120),
  RATE_LIMIT_ENROLL: perWindow(40),
  CONTACT_MAX_PER_HOUR: perWindow(20),
  SIGNUP_MAX_PER_IP: perWindow(30),
  LOGIN_MAX_PER_IP: perWindow(100),
  FORGOT_MAX_PER_IP: perWindow(10),
  RATE_LIMIT_WINDOW_MS: perWindow(15 * 60_000),
};

/** The name of one of those settings, as a `@RateLimit` policy names it. */
export type RateLimitSetting = keyof typeof rateLimitEnvShape;
export type RateLimitSettings = { [K in RateLimitSetting]: number };
