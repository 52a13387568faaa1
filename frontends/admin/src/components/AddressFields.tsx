import { DEFAULT_CITY } from '@kukki/contracts';
import { Field } from './Field';

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
      <Field label="Calle">{address.street_name}</Field>
      <Field label="Número">{address.street_number}</Field>
      <Field label="Interior">{address.interior_number}</Field>
      <Field label="Colonia">{address.col}</Field>
      <Field label="Alcaldía">{address.del}</Field>
      <Field label="C.P.">{address.zip_code}</Field>
      <Field label="Ciudad">{address.city || DEFAULT_CITY}</Field>
    </>
  );
}
