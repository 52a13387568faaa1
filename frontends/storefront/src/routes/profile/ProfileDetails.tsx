import type { ProfileDto } from '@kukki/contracts';

export function ProfileDetails({ profile }: { profile: ProfileDto }) {
  const d = profile.deliveryInfo;
  const hasAddress = Boolean(d && (d.street_name || d.col || d.zip_code));
  return (
    <dl className="kv">
      <dt>Nombre</dt>
      <dd>{profile.name}</dd>
      <dt>Apellido</dt>
      <dd>{profile.lastname || 'Sin apellido registrado'}</dd>
      <dt>Email</dt>
      <dd>{profile.email}</dd>
      <dt>Teléfono</dt>
      <dd>{d?.phone || profile.phone || 'Sin teléfono registrado'}</dd>
      <dt>Dirección</dt>
      <dd>
        {hasAddress
          ? `${d!.street_name ?? ''} ${d!.street_number ?? ''}${d!.interior_number ? ` int. ${d!.interior_number}` : ''}, ${d!.col ?? ''}, ${d!.del ?? ''}, C.P. ${d!.zip_code ?? ''}, ${d!.city || 'CDMX'}`
          : 'Dirección no registrada...'}
      </dd>
      <dt>Descuento</dt>
      <dd>{profile.firstPurchase ? '25% en tu primera compra disponible' : 'Descuento de primera compra aplicado'}</dd>
    </dl>
  );
}
