import { formatPhone } from '@kukki/ui';
import { type ContactAndAddress } from '@kukki/shop-client';

/** Name, e-mail, phone and address rows of a `kv` list, as the shopper filled them in. */
export function ContactRows({
  contact,
  emailLabel,
  defaultCity,
}: {
  contact: ContactAndAddress;
  emailLabel: string;
  defaultCity?: string;
}) {
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
        {contact.street} {contact.stNumber}
        {contact.intNumber ? ` int. ${contact.intNumber}` : ''}, {contact.col}, {contact.del}, C.P. {contact.zip},{' '}
        {contact.city || defaultCity}
      </dd>
    </>
  );
}
