import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ErrorPanel, Field, TextArea, useHydrated } from '@kukki/ui';
import { api, ApiError } from '@kukki/shop-client';
import { formValues } from '../../components/AddressFields';

export const CONTACT_OK = '¡Hemos recibido tu mensaje, en seguida nos comunicaremos contigo!';
export const CONTACT_FAIL = '¡Algo salió mal, por favor inténtalo de nuevo!';

/** General (business = false) or business contact form; posts to /api/contact/email. */
export function ContactForm({ business }: { business: boolean }) {
  const prefix = business ? 'biz' : 'gen';
  const [done, setDone] = useState<'ok' | 'fail' | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const hydrated = useHydrated();
  const send = useMutation({
    mutationFn: (body: Record<string, string>) => api<{ message?: string }>('/contact/email', { method: 'POST', body }),
    onSuccess: () => setDone('ok'),
    onError: (err) => {
      setDone('fail');
      // The form's own failure text first (spec §8), then what the server said is wrong with the input (a 4xx).
      const said = err instanceof ApiError && err.status < 500 ? err.message : null;
      setReason(said && said !== CONTACT_FAIL ? said : null);
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const v = formValues(form);
    const body: Record<string, string> = { name: v.name, phone: v.phone, email: v.email, message: v.message };
    if (business) body.enterprice = v.enterprice;
    setDone(null);
    send.mutate(body, { onSuccess: () => form.reset() });
  };
  return (
    // method="post": without scripts nothing typed ever lands in the address bar (a GET would put it there). Nor is the form
    // sent: its button exists only once scripts run, and with several text fields and no button Enter submits nothing.
    <form className="form" method="post" onSubmit={onSubmit} aria-labelledby={`${prefix}-title`}>
      <Field id={`${prefix}-name`} label="Nombre" name="name" autoComplete="name" />
      {business && <Field id={`${prefix}-enterprice`} label="Empresa" name="enterprice" autoComplete="organization" />}
      <Field id={`${prefix}-phone`} label="Teléfono" name="phone" type="tel" inputMode="tel" autoComplete="tel" />
      <Field id={`${prefix}-email`} label="Correo electrónico" name="email" type="email" autoComplete="email" />
      <TextArea id={`${prefix}-message`} label="Mensaje" name="message" required />
      {hydrated && (
        <button type="submit" className="btn btn--accent" disabled={send.isPending}>
          {send.isPending ? 'Enviando...' : 'Enviar'}
        </button>
      )}
      <noscript>
        <p className="notice">Para enviar este formulario necesitas activar JavaScript. También puedes escribirnos a hola@kukki.mx.</p>
      </noscript>
      {done === 'ok' && (
        <p className="notice" role="status">
          {CONTACT_OK}
        </p>
      )}
      {done === 'fail' && <ErrorPanel message={CONTACT_FAIL}>{reason && <p>{reason}</p>}</ErrorPanel>}
    </form>
  );
}
