import { applyDecorators, HttpCode, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { OptionalAuth } from './auth';
import { RateLimit, type RateLimitPolicy } from './rate-limit';

/** A POST a guest may make as well as a customer (optional sign-in), limited per client address. */
export const GuestAction = (path: string, { status, limit, summary }: { status: number; limit: RateLimitPolicy; summary: string }) =>
  applyDecorators(Post(path), HttpCode(status), OptionalAuth(), RateLimit(limit), ApiOperation({ summary }));
