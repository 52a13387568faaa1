import { fireEvent } from '@testing-library/react';
import { fillUntouched, trackTouched } from './prefillUntouched';

function form(values: Record<string, string>): HTMLFormElement {
  const el = document.createElement('form');
  for (const [name, value] of Object.entries(values)) {
    const input = document.createElement('input');
    input.name = name;
    input.value = value;
    el.append(input);
  }
  document.body.append(el);
  return el;
}

describe('a profile that arrives after the form was shown', () => {
  afterEach(() => (document.body.innerHTML = ''));

  it('replaces what the form started from (the login name split in two), never what was typed or kept from before', () => {
    // The form started from the login's «Mariana López»; the profile says «Mariana» «López Ruiz».
    const startedFrom = { name: 'Mariana', lastname: 'López', street: '' };
    const el = form({ name: 'Mariana', lastname: 'López', street: '', col: 'Roma Norte' });
    trackTouched(el);
    const street = el.elements.namedItem('street') as HTMLInputElement;
    fireEvent.input(street, { target: { value: 'Durango' } });

    const filled = fillUntouched(el, { name: 'Mariana', lastname: 'López Ruiz', street: 'Reforma', col: 'Centro' }, startedFrom);
    expect(filled).toEqual(['lastname']);
    expect((el.elements.namedItem('lastname') as HTMLInputElement).value).toBe('López Ruiz');
    expect(street.value).toBe('Durango'); // typed
    expect((el.elements.namedItem('col') as HTMLInputElement).value).toBe('Roma Norte'); // kept from before (a draft)
  });
});
