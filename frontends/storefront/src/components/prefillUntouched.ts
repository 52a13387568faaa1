type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const TOUCHED = 'touched';

/** Marks every field the shopper changes (typing, pasting, choosing) as touched, for `fillUntouched`. */
export function trackTouched(form: HTMLFormElement): () => void {
  const mark = (event: Event) => {
    const field = event.target as HTMLElement | null;
    if (field?.dataset && !field.dataset.prefilling) field.dataset[TOUCHED] = 'true';
  };
  form.addEventListener('input', mark, true);
  form.addEventListener('change', mark, true);
  return () => {
    form.removeEventListener('input', mark, true);
    form.removeEventListener('change', mark, true);
  };
}

/** Sets a field's value the way typing does, so React's onChange sees it (the zip's coverage check, the city). */
function setFieldValue(field: FormField, value: string): void {
  const proto = Object.getPrototypeOf(field) as object;
  // The native setter, called on the element below.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  field.dataset.prefilling = 'true';
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
  delete field.dataset.prefilling;
}

/**
 * A late prefill (the profile arrived after the form was shown): each field the shopper has not
 * touched, and that is still empty or still shows what the form started from (`startedFrom`: the login's
 * name split in two; a select: still on its default), takes the value; a field the shopper typed in is
 * never replaced, nor blanked. Returns the names filled.
 */
export function fillUntouched(
  form: HTMLFormElement,
  values: Partial<Record<string, string>>,
  startedFrom: Partial<Record<string, string>> = {},
): string[] {
  const filled: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (!value) continue;
    const field = form.elements.namedItem(name);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement)) continue;
    if (field.dataset[TOUCHED] || field.disabled || ('readOnly' in field && field.readOnly)) continue;
    const untouchedDefault = field instanceof HTMLSelectElement ? true : field.value === '' || field.value === startedFrom[name];
    if (!untouchedDefault || field.value === value) continue;
    setFieldValue(field, value);
    filled.push(name);
  }
  return filled;
}
