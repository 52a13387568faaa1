import { forwardRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  hint?: ReactNode;
  error?: string;
}

/** The shared input: labelled and required unless told otherwise (spec §5). */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, name, id, hint, error, required = true, className = '', ...rest },
  ref,
) {
  const inputId = id ?? name;
  return (
    <div className={`field ${className}`}>
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        name={name}
        required={required}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined}
        {...rest}
      />
      {hint && !error && (
        <small id={`${inputId}-hint`} className="field__hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${inputId}-error`} className="field__error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
});

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  name: string;
  hint?: ReactNode;
}

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, name, id, hint, className = '', ...rest },
  ref,
) {
  const inputId = id ?? name;
  return (
    <div className={`field ${className}`}>
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <textarea
        ref={ref}
        id={inputId}
        name={name}
        className="field__input field__textarea"
        aria-describedby={hint ? `${inputId}-hint` : undefined}
        {...rest}
      />
      {hint && (
        <small id={`${inputId}-hint`} className="field__hint">
          {hint}
        </small>
      )}
    </div>
  );
});

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  name: string;
  options: readonly string[];
}

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, name, id, options, className = '', ...rest },
  ref,
) {
  const inputId = id ?? name;
  return (
    <div className={`field ${className}`}>
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <select ref={ref} id={inputId} name={name} className="field__input field__select" {...rest}>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
});
