import { formatMoney } from '@kukki/contracts';

export function money(value: number | null | undefined): string {
  return `$${formatMoney(Number(value ?? 0))}`;
}

export function Money({ value }: { value: number | null | undefined }) {
  return <span className="adm-money">{money(value)}</span>;
}
