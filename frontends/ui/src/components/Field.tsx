import { forwardRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FrameProps {
  inputId: string | undefined;
  label: string;
  hint?: ReactNode;
  error?: string;
  className: string;
  children: ReactNode;
}

/** The label, the control, then its hint or its error: the frame every form control shares. */
function FieldFrame({ inputId, label, hint, error, className, children }: FrameProps) {
  return (
    <div className={`field ${className}`}>
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      {children}
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
}

const describedBy = (inputId: string, hint?: ReactNode, error?: string) =>
  error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;

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
    <FieldFrame inputId={inputId} label={label} hint={hint} error={error} className={className}>
      <input
        ref={ref}
        id={inputId}
        name={name}
        required={required}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        {...rest}
      />
    </FieldFrame>
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
    <FieldFrame inputId={inputId} label={label} hint={hint} className={className}>
      <textarea
        ref={ref}
        id={inputId}
        name={name}
        className="field__input field__textarea"
        aria-describedby={describedBy(inputId, hint)}
        {...rest}
      />
    </FieldFrame>
  );
});

/** One <option> per value, the value as its text. */
export function Options({ values }: { values: readonly (string | number)[] }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {value}
    </option>
  ));
}

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** The form field it sends; a select outside a form (the cart's quantity) goes by its id alone. */
  name?: string;
  options: readonly (string | number)[];
}

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, name, id, options, className = '', ...rest },
  ref,
) {
  const inputId = id ?? name;
  return (
    <FieldFrame inputId={inputId} label={label} className={className}>
      <select ref={ref} id={inputId} name={name} className="field__input field__select" {...rest}>
        <Options values={options} />
      </select>
    </FieldFrame>
  );
});
