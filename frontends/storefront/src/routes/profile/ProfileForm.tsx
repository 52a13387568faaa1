import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CITIES, DEFAULT_CITY, type DeliveryInfoDto, type ProfileDto } from '@kukki/contracts';
import { ErrorPanel, Field, MessageModalContent, Select, useModal } from '@kukki/ui';
import { api, errorMessage, saveUser } from '@kukki/shop-client';
import { formValues } from '../../components/AddressFields';

export const PROFILE_UPDATED = 'Se actualizó la información correctamente';

/** The delivery fields: all asked for once one is filled (or the profile has an address), none before. */
const ADDRESS_FIELDS = ['phone', 'street_name', 'street_number', 'interior_number', 'col', 'del', 'zip_code'] as const;

function addressTyped(form: HTMLFormElement): boolean {
  return ADDRESS_FIELDS.some((name) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value.trim());
}

export function ProfileForm({ profile, onDone }: { profile: ProfileDto; onDone: () => void }) {
  const modal = useModal();
  const queryClient = useQueryClient();
  const d: Partial<DeliveryInfoDto> = profile.deliveryInfo ?? {};
  // «Editar» is replaced by this form: focus starts on its first field, not at the top of the page.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => formRef.current?.querySelector<HTMLInputElement>('input')?.focus(), []);
  // A new customer may save just her name: the address is asked for whole once she starts it.
  const hadAddress = Boolean(d.street_name || d.zip_code || d.phone || profile.phone);
  const [withAddress, setWithAddress] = useState(hadAddress);
  const update = useMutation({
    mutationFn: (body: unknown) => api<{ message?: string; user?: Partial<ProfileDto> }>('/usuarios/updateMe', { method: 'PATCH', body }),
    onSuccess: (data, body) => {
      const sent = body as { name: string; email: string };
      saveUser({ name: data?.user?.name ?? sent.name, email: data?.user?.email ?? sent.email });
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      onDone();
      modal.open(<MessageModalContent message={PROFILE_UPDATED} />, { title: 'Perfil actualizado' });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const v = formValues(event.currentTarget);
    const emailChanged = v.email.toLowerCase() !== (profile.email ?? '').toLowerCase();
    const sendAddress = hadAddress || addressTyped(event.currentTarget);
    update.mutate({
      id: profile._id,
      name: v.name,
      lastname: v.lastname,
      email: v.email,
      // A new e-mail needs the current password (the server refuses it otherwise).
      ...(emailChanged ? { passwordCurrent: v.passwordCurrent } : {}),
      ...(sendAddress
        ? {
            deliveryInfo: {
              street_name: v.street_name,
              street_number: v.street_number,
              interior_number: v.interior_number,
              col: v.col,
              del: v.del,
              zip_code: v.zip_code,
              city: v.city,
              phone: v.phone,
            },
          }
        : {}),
    });
  };

  return (
    <form
      ref={formRef}
      className="form"
      onSubmit={onSubmit}
      onInput={(e) => setWithAddress(hadAddress || addressTyped(e.currentTarget))}
      aria-label="Editar mis datos"
    >
      <div className="form-grid">
        <Field label="Nombre" name="name" autoComplete="given-name" defaultValue={profile.name} />
        <Field label="Apellido" name="lastname" autoComplete="family-name" required={false} defaultValue={profile.lastname ?? ''} />
        <Field label="Correo electrónico" name="email" type="email" defaultValue={profile.email} />
        <Field
          label="Contraseña actual"
          name="passwordCurrent"
          type="password"
          autoComplete="current-password"
          required={false}
          hint="Solo si cambias tu correo"
        />
        <Field
          label="Teléfono"
          name="phone"
          type="tel"
          inputMode="numeric"
          required={withAddress}
          defaultValue={d.phone ?? profile.phone ?? ''}
        />
        <Field label="Calle" name="street_name" required={withAddress} defaultValue={d.street_name ?? ''} />
        <Field label="Número exterior" name="street_number" required={withAddress} defaultValue={d.street_number ?? ''} />
        <Field label="Número interior" name="interior_number" required={false} defaultValue={d.interior_number ?? ''} />
        <Field label="Colonia" name="col" required={withAddress} defaultValue={d.col ?? ''} />
        <Field label="Alcaldía o municipio" name="del" required={withAddress} defaultValue={d.del ?? ''} />
        <Field label="Código postal" name="zip_code" inputMode="numeric" required={withAddress} defaultValue={d.zip_code ?? ''} />
        <Select label="Ciudad" name="city" options={CITIES} defaultValue={d.city || DEFAULT_CITY} />
      </div>
      {update.isError && <ErrorPanel message={errorMessage(update.error)} />}
      <div className="actions">
        <button type="submit" className="btn btn--accent" disabled={update.isPending}>
          Guardar
        </button>
        <button type="button" className="btn btn--ghost" onClick={onDone}>
          Cancelar
        </button>
      </div>
    </form>
  );
}
