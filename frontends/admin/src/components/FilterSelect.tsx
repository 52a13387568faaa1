/** The admin's labelled select: a list's filter, or a choice applied as soon as it is made (`placeholder` until then). */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  placeholder,
  disabled,
}: {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
}) {
  return (
    <label className="field adm-field--inline">
      <span className="field__label">{label}</span>
      <select className="field__input" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {placeholder ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
