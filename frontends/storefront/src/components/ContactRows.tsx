import { formatDeliveryAddress, mexicanPhone } from '@kukki/contracts';
import { type ContactAndAddress } from '@kukki/shop-client';

/** Name, e-mail, phone and address rows of a `kv` list, as the shopper filled them in (the phone as the shop writes it). */
export function ContactRows({ contact }: { contact: ContactAndAddress }) {
  return (
    <>
      <dt>Nombre</dt>
      <dd>
        {contact.name} {contact.lastname}
      </dd>
      <dt>Correo electrónico</dt>
      <dd>{contact.email}</dd>
      <dt>Teléfono</dt>
      <dd>{mexicanPhone(contact.area_code, contact.tel)?.text}</dd>
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
