import { BOX_PICK_LIMITS } from '../constants';
import { ORDER_MESSAGES } from './messages';

const LIMITS_BY_SIZE = [4, 6, 4];
const TOO_MANY_BY_SIZE = [ORDER_MESSAGES.boxSmallMax, ORDER_MESSAGES.boxMediumMax, ORDER_MESSAGES.boxLargeMax];
const TOO_MANY_BY_PRICE: Record<number, string> = {
  200: ORDER_MESSAGES.boxSmallMax,
  300: ORDER_MESSAGES.boxMediumMax,
  400: ORDER_MESSAGES.boxLargeMax,
};

/**
 * Why a Caja Kukki of this price (size `sizeIndex`) cannot hold `picks` distinct contents, or null: none
 * chosen, or more than its size holds (by its price, else by its size). The server's rule and the cart's.
 */
export function boxPicksProblem(price: number, sizeIndex: number, picks: number): string | null {
  if (picks === 0) return ORDER_MESSAGES.boxNeedsPick;
  const limit = BOX_PICK_LIMITS[price] ?? LIMITS_BY_SIZE[sizeIndex] ?? 4;
  return picks > limit ? (TOO_MANY_BY_PRICE[price] ?? TOO_MANY_BY_SIZE[sizeIndex] ?? ORDER_MESSAGES.boxSmallMax) : null;
}
