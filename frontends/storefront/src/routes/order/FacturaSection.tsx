import { useState, type SelectHTMLAttributes } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { facturaRequest, formatShopDate, REGIMENES_FISCALES, USOS_CFDI, type FacturaDto, type FacturaRequest } from '@kukki/contracts';
import { ErrorPanel, Field, Loader } from '@kukki/ui';
import { errorMessage } from '@kukki/shop-client';
import { useSchemaForm } from '@kukki/ui/src/forms/useSchemaForm';
import { fetchFactura, requestFactura } from '../../api/orders';

type FacturaFields = Record<keyof FacturaRequest, string>;

const REGIMENES = Object.entries(REGIMENES_FISCALES);
const USOS = Object.entries(USOS_CFDI);

/** A labelled select of a SAT catalogue (key – description), with its error under it. */
function CatalogueSelect({
  label,
  id,
  options,
  error,
  ...rest
}: { label: string; id: string; options: [string, string][]; error?: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className="field field--wide">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        className="field__input field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...rest}
      >
        <option value="">Elige una opción</option>
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {key} – {text}
          </option>
        ))}
      </select>
      {error && (
        <small id={`${id}-error`} className="field__error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}

/** What the customer asked for, and where it stands. */
function FacturaState({ factura, onEdit }: { factura: FacturaDto; onEdit?: () => void }) {
  const issued = factura.status === 'emitida';
  return (
    <div className="stack" data-testid="factura-state">
      <p className={`notice ${issued ? '' : 'notice--warm'}`} role="status">
        {issued
          ? `Tu factura fue emitida el ${formatShopDate(factura.issuedAt)} y la enviamos a ${factura.email}.`
          : `Recibimos tu solicitud de factura. Te la enviaremos a ${factura.email} en cuanto esté lista.`}
      </p>
      <dl className="kv">
        <dt>Estado</dt>
        <dd>{issued ? 'Emitida' : 'Pendiente'}</dd>
        <dt>RFC</dt>
        <dd>{factura.rfc}</dd>
        <dt>Razón social</dt>
        <dd>{factura.razonSocial}</dd>
        <dt>Régimen fiscal</dt>
        <dd>
          {factura.regimenFiscal} – {REGIMENES_FISCALES[factura.regimenFiscal]}
        </dd>
        <dt>Uso del CFDI</dt>
        <dd>
          {factura.usoCfdi} – {USOS_CFDI[factura.usoCfdi]}
        </dd>
        <dt>Código postal</dt>
        <dd>{factura.codigoPostal}</dd>
      </dl>
      {!issued && onEdit && (
        <button type="button" className="btn btn--ghost" onClick={onEdit}>
          Corregir datos
        </button>
      )}
    </div>
  );
}

/**
 * «Solicitar factura» on a paid order's page: RFC, razón social, régimen fiscal and
 * uso del CFDI from the SAT catalogues in contracts, código postal and e-mail, checked with the same
 * schema as the server (react-hook-form + zod). Once asked, its state is shown; while it is pending
 * the data can be corrected (the new request replaces the pending one; the shop is not e-mailed again).
 */
export function FacturaSection({ orderId, email }: { orderId: string; email: string }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const current = useQuery({ queryKey: ['factura', orderId], queryFn: () => fetchFactura(orderId), retry: false });
  const form = useSchemaForm<FacturaFields>(facturaRequest, {
    rfc: '',
    razonSocial: '',
    regimenFiscal: '',
    usoCfdi: '',
    codigoPostal: '',
    email,
  });
  const send = useMutation({
    mutationFn: (values: FacturaRequest) => requestFactura(orderId, values),
    onSuccess: (factura) => {
      queryClient.setQueryData(['factura', orderId], factura);
      setEditing(false);
    },
  });
  const { errors } = form.formState;
  /** The field's registration with the form and its validation message. */
  const registered = (name: keyof FacturaRequest) => ({ error: errors[name]?.message, ...form.register(name) });
  const factura = current.data;

  const startEditing = () => {
    if (factura)
      form.reset({
        rfc: factura.rfc,
        razonSocial: factura.razonSocial,
        regimenFiscal: factura.regimenFiscal,
        usoCfdi: factura.usoCfdi,
        codigoPostal: factura.codigoPostal,
        email: factura.email,
      });
    setEditing(true);
  };

  return (
    <section className="summary-box factura" aria-labelledby="factura-title">
      <h2 id="factura-title">Factura</h2>
      {current.isPending ? (
        <Loader label="Buscando tu solicitud de factura..." />
      ) : factura && !editing ? (
        <FacturaState factura={factura} onEdit={startEditing} />
      ) : (
        <form
          className="form form-grid"
          aria-label="Solicitar factura"
          noValidate
          onSubmit={(event) => void form.handleSubmit((values) => send.mutate(values))(event)}
        >
          <p className="muted field--wide">Escribe tus datos tal como aparecen en tu constancia de situación fiscal.</p>
          <Field
            label="RFC"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={16}
            hint="12 caracteres (persona moral) o 13 (persona física)"
            {...registered('rfc')}
          />
          <Field label="Código postal fiscal" inputMode="numeric" maxLength={5} {...registered('codigoPostal')} />
          <Field label="Nombre o razón social" className="field--wide" maxLength={254} {...registered('razonSocial')} />
          <CatalogueSelect id="regimenFiscal" label="Régimen fiscal" options={REGIMENES} {...registered('regimenFiscal')} />
          <CatalogueSelect id="usoCfdi" label="Uso del CFDI" options={USOS} {...registered('usoCfdi')} />
          <Field
            label="Correo para recibir la factura"
            type="email"
            autoComplete="email"
            className="field--wide"
            {...registered('email')}
          />
          {send.isError && (
            <div className="field--wide">
              <ErrorPanel message={errorMessage(send.error)} />
            </div>
          )}
          <div className="actions field--wide">
            <button type="submit" className="btn btn--accent" disabled={send.isPending}>
              {send.isPending ? 'Enviando...' : 'Solicitar factura'}
            </button>
            {editing && (
              <button type="button" className="btn btn--ghost" onClick={() => setEditing(false)}>
                Cancelar
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
