import { ERRORS, OBJECT_ID } from '@kukki/contracts';
import { ApiError } from '@kukki/shop-client';

/** An id the shop could have made (24 hex characters); anything else is a page that does not exist. */
export const isShopId = (id: string | undefined): boolean => OBJECT_ID.test(id ?? '');

/** The API said there is no such thing (404) or that the id cannot be one (400 «El identificador no es válido»). */
export const isMissing = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || (error.status === 400 && error.message === ERRORS.invalidId));

/**
 * A read whose «no such thing» is an answer (null), not a failure: the page shows its 404 from the
 * server's render on, and the browser does not ask again on mount as it does after a failed read.
 */
export const orMissing = <T>(read: Promise<T>): Promise<T | null> =>
  read.catch((error: unknown) => {
    if (isMissing(error)) return null;
    throw error;
  });
