import { signSession } from '@kukki/platform';
import type { UserInfoDto } from '@kukki/contracts';
import { firstPurchaseOpen } from './first-purchase-hold';
import type { AccountRow } from './users.repository';

export const nowSeconds = (ms = Date.now()) => Math.floor(ms / 1000);

/**
 * After a password change, tokens issued in that second or earlier are refused (`iat` has whole
 * seconds only), so every token is signed no earlier than the account's `tokensValidAfter`.
 */
export function issueToken(account: AccountRow, secret: string): string {
  const iat = Math.max(nowSeconds(), account.tokensValidAfter);
  return signSession({ sub: account.id, isAdmin: account.isAdmin, iat }, secret);
}

export function userInfo(account: AccountRow, secret: string): UserInfoDto {
  return {
    _id: account.id,
    name: account.name,
    lastname: account.lastname,
    email: account.email,
    isAdmin: account.isAdmin,
    firstPurchase: firstPurchaseOpen(account),
    token: issueToken(account, secret),
  };
}

/** Value of `tokensValidAfter` for a password change now: every earlier token, even from this second, dies. */
export const revokeAllBeforeNow = () => nowSeconds() + 1;
