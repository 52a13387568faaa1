import { MAX_QUANTITY_ITEMS } from '@kukki/ui';

/** Quantity selector 1 to 20 (spec §2 cart line). */
export function QuantitySelect({ id, value, onChange }: { id: string; value: number; onChange: (q: number) => void }) {
  return (
    <div className="field cart-line__qty">
      <label htmlFor={id} className="field__label">
        Cantidad
      </label>
      <select id={id} className="field__input field__select" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {MAX_QUANTITY_ITEMS.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}
