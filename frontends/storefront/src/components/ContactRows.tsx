import { formatDeliveryAddress } from '@kukki/contracts';
import { formatPhone } from '@kukki/ui';
import { type ContactAndAddress } from '@kukki/shop-client';

/** Name, e-mail, phone and address rows of a `kv` list, as the shopper filled them in. */
export function ContactRows({ contact, emailLabel }: { contact: ContactAndAddress; emailLabel: string }) {
  return (
    <>
      <dt>Nombre</dt>
      <dd>
        {contact.name} {contact.lastname}
      </dd>
      <dt>{emailLabel}</dt>
      <dd>{contact.email}</dd>
      <dt>Teléfono</dt>
      <dd>{formatPhone(contact.area_code, contact.tel)}</dd>
      <dt>Dirección</dt>
      <dd>
        {formatDeliveryAddress({
          street_name: contact.street,
          street_number: contact.stNumber,
          interior_number: contact.intNumber,
          col: contact.col,
          del: contact.del,
          zip_code: contact.zip,
          city: contact.city,
        })}
      </dd>
    </>
  );
}
