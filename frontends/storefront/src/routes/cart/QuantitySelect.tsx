import { MAX_QUANTITY_ITEMS, Select } from '@kukki/ui';

/** Quantity selector 1 to 20 (spec §2 cart line). */
export function QuantitySelect({ id, value, onChange }: { id: string; value: number; onChange: (q: number) => void }) {
  return (
    <Select
      id={id}
      label="Cantidad"
      className="cart-line__qty"
      options={MAX_QUANTITY_ITEMS}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
    />
  );
}
