import { clampQuantity, MAX_QUANTITY, MIN_QUANTITY } from '@kukki/contracts';

/** Quantity 1–20 changed only with the buttons; the field itself cannot be typed into (spec §5). */
export function QuantityStepper({
  value,
  onChange,
  id = 'quantity',
  label = 'Cantidad',
}: {
  value: number;
  onChange: (next: number) => void;
  id?: string;
  label?: string;
}) {
  const set = (next: number) => onChange(clampQuantity(next));
  return (
    <div className="stepper">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="stepper__controls">
        <button
          type="button"
          className="stepper__btn"
          onClick={() => set(value - 1)}
          disabled={value <= MIN_QUANTITY}
          aria-label="Quitar uno"
        >
          −
        </button>
        <input
          id={id}
          name={id}
          className="stepper__input"
          type="number"
          inputMode="none"
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          step={1}
          required
          readOnly
          value={value}
          onKeyDown={(e) => {
            if (e.key === 'ArrowUp') {
              e.preventDefault();
              set(value + 1);
            } else if (e.key === 'ArrowDown') {
              e.preventDefault();
              set(value - 1);
            }
          }}
        />
        <button
          type="button"
          className="stepper__btn"
          onClick={() => set(value + 1)}
          disabled={value >= MAX_QUANTITY}
          aria-label="Agregar uno"
        >
          +
        </button>
      </div>
    </div>
  );
}
