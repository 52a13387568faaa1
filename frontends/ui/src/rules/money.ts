import { formatMoney, MAX_QUANTITY, MIN_QUANTITY } from '@kukki/contracts';

/** es-MX amount with thousands separators and 2 decimals ('1,234.50'). */
export const formatMoneyMx = (value: number | undefined | null): string => formatMoney(Number(value ?? 0));

/** '$1,234.50'; a negative amount '-$3.68' (the sign before the currency, as Mexican receipts write it). */
export const money = (value: number | undefined | null): string => {
  const amount = Number(value ?? 0);
  const text = formatMoneyMx(Math.abs(amount));
  return amount < 0 && text !== '0.00' ? `-$${text}` : `$${text}`;
};

/** The choices of a quantity selector: 1 … 20. */
export const MAX_QUANTITY_ITEMS: readonly number[] = Array.from({ length: MAX_QUANTITY - MIN_QUANTITY + 1 }, (_, i) => i + MIN_QUANTITY);
