import { ERRORS, OBJECT_ID } from '@kukki/contracts';
import { ApiError } from '@kukki/shop-client';

/** An id the shop could have made (24 hex characters); anything else is a page that does not exist. */
export const isShopId = (id: string | undefined): boolean => OBJECT_ID.test(id ?? '');

/** The API said there is no such thing (404) or that the id cannot be one (400 «El identificador no es válido»). */
export const isMissing = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || (error.status === 400 && error.message === ERRORS.invalidId));
