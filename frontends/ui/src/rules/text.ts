import { CATALOGUE_DESCRIPTION_MAX } from '@kukki/contracts';

/** Cuts a text at `max` characters and appends ' ...' (spec §2 catalogue cards). */
export function truncate(text: string | undefined, max: number = CATALOGUE_DESCRIPTION_MAX): string {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max)} ...` : value;
}

export { formatPhone } from '@kukki/contracts';

/** A form field's text ('' for a missing field or a file). */
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}
