/**
 * Spanish validation messages for every form field: the browser's own bubbles
 * would say "Please fill out this field." in English. A field may carry its own text in
 * `data-invalid-message` (pattern, type) or `data-required-message`; otherwise these apply.
 */
type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Messages for the shop's known fields by name, when the pattern or format is not met. */
const FORMAT_BY_NAME: Record<string, string> = {
  zip: 'El código postal debe tener 5 dígitos',
  zip_code: 'El código postal debe tener 5 dígitos',
  area_code: 'El código de área debe tener solo dígitos, con un + opcional (ej. +52)',
  tel: 'El teléfono debe tener entre 8 y 14 dígitos',
  phone: 'Por favor ingresa un teléfono válido',
  email: 'Por favor ingresa un correo válido',
};

const isControl = (el: EventTarget | null): el is Control =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

export function spanishValidationMessage(el: Control): string {
  const v = el.validity;
  const own = el.dataset.invalidMessage;
  if (v.valueMissing) {
    if (el.dataset.requiredMessage) return el.dataset.requiredMessage;
    if (el instanceof HTMLSelectElement) return 'Por favor selecciona una opción';
    if (el instanceof HTMLInputElement && el.type === 'checkbox') return 'Por favor marca esta casilla para continuar';
    if (el instanceof HTMLInputElement && el.type === 'radio') return 'Por favor elige una opción';
    if (el instanceof HTMLInputElement && el.type === 'date') return 'Por favor elige una fecha';
    return 'Por favor completa este campo';
  }
  if (v.typeMismatch) {
    if (own) return own;
    if (el instanceof HTMLInputElement && el.type === 'email') return 'Por favor ingresa un correo válido';
    if (el instanceof HTMLInputElement && el.type === 'url') return 'Por favor ingresa una dirección web válida';
    return 'El formato no es válido';
  }
  if (v.patternMismatch) return own ?? FORMAT_BY_NAME[el.name] ?? (el.title || 'El formato no es válido');
  if (el instanceof HTMLSelectElement) return own ?? 'Por favor selecciona una opción válida';
  if (v.tooShort) return `Debe tener al menos ${(el as HTMLInputElement).minLength} caracteres`;
  if (v.tooLong) return `Debe tener máximo ${(el as HTMLInputElement).maxLength} caracteres`;
  const input = el as HTMLInputElement;
  const isDate = input.type === 'date';
  if (v.rangeUnderflow) return isDate ? `La fecha debe ser a partir del ${input.min}` : `El valor mínimo es ${input.min}`;
  if (v.rangeOverflow) return isDate ? `La fecha debe ser hasta el ${input.max}` : `El valor máximo es ${input.max}`;
  if (v.stepMismatch) return own ?? 'El valor no es válido';
  if (v.badInput)
    return input.type === 'number'
      ? 'Por favor ingresa un número'
      : isDate
        ? 'Por favor ingresa una fecha válida'
        : 'El valor no es válido';
  return own ?? 'El valor no es válido';
}

/**
 * Listens on the whole document: when a field is found invalid its message becomes the Spanish one;
 * typing clears it so the field is checked afresh. A message a page set itself (a postcode outside the
 * delivery area, a full day) is the page's to clear: it is never replaced nor dropped here.
 * Returns the function that removes the listeners.
 */
export function installSpanishValidation(root: Document = document): () => void {
  const ours = new WeakMap<Element, string>();
  const setByUs = (el: Element & { validationMessage: string }) => ours.get(el) === el.validationMessage;
  const onInvalid = (event: Event) => {
    const el = event.target;
    if (!isControl(el)) return;
    if (el.validity.customError && !setByUs(el)) return;
    el.setCustomValidity('');
    if (!el.validity.valid) {
      const message = spanishValidationMessage(el);
      el.setCustomValidity(message);
      ours.set(el, el.validationMessage);
    }
  };
  const onInput = (event: Event) => {
    const el = event.target;
    if (isControl(el) && el.validity.customError && setByUs(el)) el.setCustomValidity('');
  };
  root.addEventListener('invalid', onInvalid, true);
  root.addEventListener('input', onInput, true);
  root.addEventListener('change', onInput, true);
  return () => {
    root.removeEventListener('invalid', onInvalid, true);
    root.removeEventListener('input', onInput, true);
    root.removeEventListener('change', onInput, true);
  };
}
