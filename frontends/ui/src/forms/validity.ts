import { spanishValidationMessage } from '../rules/validation';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Why a control is invalid, in Spanish ('' when valid): a page's own custom message, else the shop's wording of the browser's check. */
export function validityMessage(control: Control): string {
  if (control.validity.valid) return '';
  return control.validity.customError ? control.validationMessage : spanishValidationMessage(control);
}

/** Whether `control` is its form's first invalid field: the one a failed send takes the keyboard to. */
export function isFirstInvalid(control: Control): boolean {
  const fields = Array.from(control.form?.elements ?? []) as Control[];
  return fields.find((field) => field.validity && !field.validity.valid) === control;
}

/** The keyboard goes to `control` when it is its form's first invalid field (the browser's bubble, which did that, is not shown). */
export function focusIfFirstInvalid(control: Control): void {
  if (isFirstInvalid(control)) control.focus();
}
