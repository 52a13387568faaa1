import { DEFAULT_CITY } from '@kukki/contracts';
import { DetailRow } from './DetailRow';

/** The street address of an order or a user, as the shopper gave it. */
export interface StreetAddress {
  street_name?: string;
  street_number?: string;
  interior_number?: string;
  col?: string;
  del?: string;
  zip_code?: string;
  city?: string;
}

/** The address lines of a detail block (a missing city is the shop's default). */
export function AddressFields({ address }: { address: StreetAddress }) {
  return (
    <>
      <DetailRow label="Calle">{address.street_name}</DetailRow>
      <DetailRow label="Número">{address.street_number}</DetailRow>
      <DetailRow label="Interior">{address.interior_number}</DetailRow>
      <DetailRow label="Colonia">{address.col}</DetailRow>
      <DetailRow label="Alcaldía">{address.del}</DetailRow>
      <DetailRow label="C.P.">{address.zip_code}</DetailRow>
      <DetailRow label="Ciudad">{address.city || DEFAULT_CITY}</DetailRow>
    </>
  );
}
