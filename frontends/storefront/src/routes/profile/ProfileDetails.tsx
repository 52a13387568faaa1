import { formatDeliveryAddress, mexicanPhone, type ProfileDto } from '@kukki/contracts';

export function ProfileDetails({ profile }: { profile: ProfileDto }) {
  const d = profile.deliveryInfo;
  const hasAddress = Boolean(d && (d.street_name || d.col || d.zip_code));
  return (
    <dl className="kv">
      <dt>Nombre</dt>
      <dd>{profile.name}</dd>
      <dt>Apellido</dt>
      <dd>{profile.lastname || 'Sin apellido registrado'}</dd>
      <dt>Correo electrónico</dt>
      <dd>{profile.email}</dd>
      <dt>Teléfono</dt>
      <dd>{mexicanPhone(d?.phone || profile.phone)?.text ?? 'Sin teléfono registrado'}</dd>
      <dt>Dirección</dt>
      <dd>{hasAddress ? formatDeliveryAddress(d) : 'Dirección no registrada...'}</dd>
      <dt>Descuento</dt>
      <dd>{profile.firstPurchase ? '25% en tu primera compra disponible' : 'Descuento de primera compra aplicado'}</dd>
    </dl>
  );
}
