import { DEFAULT_CITY } from './constants';

/** Any stored or typed delivery address: every field may be missing. */
export interface AddressFields {
  street_name?: string | null;
  street_number?: string | number | null;
  interior_number?: string | null;
  col?: string | null;
  del?: string | null;
  zip_code?: string | number | null;
  city?: string | null;
}

export type AddressPart = 'street' | 'col' | 'del' | 'zip' | 'city';

const ALL_PARTS: readonly AddressPart[] = ['street', 'col', 'del', 'zip', 'city'];

function partText(a: AddressFields, part: AddressPart): string {
  switch (part) {
    case 'street': {
      const street = [a.street_name, a.street_number].filter(Boolean).join(' ');
      return [street, a.interior_number ? `int. ${a.interior_number}` : ''].filter(Boolean).join(', ');
    }
    case 'col':
      return a.col ? `col. ${a.col}` : '';
    case 'del':
      return a.del ?? '';
    case 'zip':
      return a.zip_code ? `C.P. ${a.zip_code}` : '';
    case 'city':
      return a.city || DEFAULT_CITY;
  }
}

/**
 * A delivery address on one line, as every page, e-mail and sheet of the shop writes it:
 * «Durango 10, int. 3B, col. Roma Norte, Cuauhtémoc, C.P. 06700, CDMX». `parts` keeps only some
 * pieces (always in this order), for sheets where the postcode or alcaldía has its own column.
 */
export function formatDeliveryAddress(address: AddressFields | null | undefined, parts: readonly AddressPart[] = ALL_PARTS): string {
  if (!address) return '';
  return ALL_PARTS.filter((part) => parts.includes(part))
    .map((part) => partText(address, part))
    .filter(Boolean)
    .join(', ');
}
