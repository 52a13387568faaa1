import { mexicanPhone } from '@kukki/contracts';

/** A tappable Mexican phone («+52 55 1234 5678»), with a WhatsApp link when asked. */
export function Phone({
  area,
  number,
  whatsapp = false,
}: {
  area?: string | number | null;
  number?: string | number | null;
  whatsapp?: boolean;
}) {
  const phone = mexicanPhone(area, number);
  if (!phone) return null;
  return (
    <span className="adm-phone">
      <a href={phone.tel}>{phone.text}</a>
      {whatsapp ? (
        <>
          {' '}
          <a href={phone.whatsapp} target="_blank" rel="noreferrer">
            WhatsApp
          </a>
        </>
      ) : null}
    </span>
  );
}
