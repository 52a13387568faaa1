import {
  forwardRef,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { focusIfFirstInvalid, validityMessage } from '../forms/validity';

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

type Control = HTMLInputElement | HTMLTextAreaElement;

/**
 * The browser's check of a field, said in Spanish next to it (with aria-invalid) instead of its bubble in
 * the browser's language; the message follows what is typed until the field is valid.
 */
type InputHandler<E extends Control> = InputHTMLAttributes<E>['onInput'];

function useValidity<E extends Control>(props: { onInvalid?: (e: FormEvent<E>) => void; onInput?: InputHandler<E> }) {
  const [problem, setProblem] = useState<string>();
  return {
    problem,
    onInvalid: (e: FormEvent<E>) => {
      props.onInvalid?.(e);
      if (e.defaultPrevented) return;
      e.preventDefault();
      setProblem(validityMessage(e.currentTarget));
      focusIfFirstInvalid(e.currentTarget);
    },
    onInput: (e: Parameters<NonNullable<InputHandler<E>>>[0]) => {
      props.onInput?.(e);
      if (problem) setProblem(validityMessage(e.currentTarget) || undefined);
    },
  };
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  hint?: ReactNode;
  error?: string;
}

/** The shared input: labelled and required unless told otherwise (spec §5). */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, name, id, hint, error, required = true, className = '', onInvalid, onInput, ...rest },
  ref,
) {
  const inputId = id ?? name;
  const validity = useValidity<HTMLInputElement>({ onInvalid, onInput });
  const shown = error ?? validity.problem;
  return (
    <FieldFrame inputId={inputId} label={label} hint={hint} error={shown} className={className}>
      <input
        ref={ref}
        id={inputId}
        name={name}
        required={required}
        className="field__input"
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy(inputId, hint, shown)}
        {...rest}
        onInvalid={validity.onInvalid}
        onInput={validity.onInput}
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
  { label, name, id, hint, className = '', onInvalid, onInput, ...rest },
  ref,
) {
  const inputId = id ?? name;
  const validity = useValidity<HTMLTextAreaElement>({ onInvalid, onInput });
  return (
    <FieldFrame inputId={inputId} label={label} hint={hint} error={validity.problem} className={className}>
      <textarea
        ref={ref}
        id={inputId}
        name={name}
        className="field__input field__textarea"
        aria-invalid={validity.problem ? true : undefined}
        aria-describedby={describedBy(inputId, hint, validity.problem)}
        {...rest}
        onInvalid={validity.onInvalid}
        onInput={validity.onInput}
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
