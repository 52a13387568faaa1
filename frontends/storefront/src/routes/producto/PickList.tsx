export function PickList({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly { name: string; flavor?: string }[];
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const toggle = (name: string, checked: boolean) =>
    onChange(checked ? [...value.filter((v) => v !== name), name] : value.filter((v) => v !== name));
  return (
    <fieldset className="picks">
      <legend>{legend}</legend>
      <div className="picks__grid">
        {options.map((option) => (
          <label key={option.name} className="choice">
            <input
              type="checkbox"
              name="picks"
              value={option.name}
              checked={value.includes(option.name)}
              onChange={(e) => toggle(option.name, e.target.checked)}
            />
            <span>{option.name}</span>
          </label>
        ))}
      </div>
      <p className="picks__count muted" aria-live="polite">
        Seleccionados: {value.length}
      </p>
    </fieldset>
  );
}
