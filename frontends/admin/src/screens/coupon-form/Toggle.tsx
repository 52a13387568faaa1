import type { UseFormRegisterReturn } from 'react-hook-form';

/** A checkbox drawn as a switch; the text beside it says what the current position means. */
export function Toggle({ label, stateText, registration }: { label: string; stateText: string; registration: UseFormRegisterReturn }) {
  return (
    <label className="adm-toggle">
      <input type="checkbox" role="switch" {...registration} />
      <span className="adm-toggle__track" aria-hidden="true" />
      <span>
        {label}: <strong>{stateText}</strong>
      </span>
    </label>
  );
}
