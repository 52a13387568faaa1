import { useRef, type FocusEvent } from 'react';

export function PickList({
  legend,
  options,
  value,
  onChange,
  limit,
}: {
  legend: string;
  options: readonly { name: string; flavor?: string }[];
  value: string[];
  onChange: (next: string[]) => void;
  /** A box's capacity at the chosen size: the count reads «3 de 4» (an over-full box is refused on «Agregar al carrito»). */
  limit?: number;
}) {
  const toggle = (name: string, checked: boolean) =>
    onChange(checked ? [...value.filter((v) => v !== name), name] : value.filter((v) => v !== name));
  const countRef = useRef<HTMLParagraphElement>(null);
  // The sticky «N de M» bar stays at the bottom of the screen: a treat focused from the keyboard is scrolled out from under it.
  const keepInSight = (event: FocusEvent<HTMLInputElement>) => {
    const count = countRef.current?.getBoundingClientRect();
    const choice = (event.currentTarget.closest('.choice') ?? event.currentTarget).getBoundingClientRect();
    if (count && choice.bottom > count.top && choice.top < count.bottom)
      window.scrollBy({ top: choice.bottom - count.top + 12, behavior: 'instant' });
  };
  const full = limit !== undefined && value.length >= limit;
  const over = limit !== undefined && value.length > limit;
  return (
    <fieldset className="picks">
      <legend>{legend}</legend>
      <div className="picks__grid">
        {options.map((option) => {
          const checked = value.includes(option.name);
          return (
            <label key={option.name} className="choice">
              <input
                type="checkbox"
                name="picks"
                value={option.name}
                checked={checked}
                onChange={(e) => toggle(option.name, e.target.checked)}
                onFocus={keepInSight}
              />
              <span>{option.name}</span>
            </label>
          );
        })}
      </div>
      <p ref={countRef} className={`picks__count${over ? ' picks__count--over' : ''}`} aria-live="polite" data-testid="picks-count">
        {limit === undefined ? `Seleccionados: ${value.length}` : `${value.length} de ${limit}`}
        {limit !== undefined && (
          <span className="picks__hint">{over ? ` · quita ${value.length - limit}` : full ? ' · caja llena' : ''}</span>
        )}
      </p>
    </fieldset>
  );
}
