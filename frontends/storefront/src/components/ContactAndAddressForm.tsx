import type { ReactNode, RefObject } from 'react';
import { Link } from 'react-router';
import { ContactAndAddressFieldsets, onValidSubmit } from './AddressFields';
import { clearDraft } from './formDraft';

interface ContactAndAddressFormProps {
  /** From useContactDefaults, with the values it starts from. */
  formRef: RefObject<HTMLFormElement | null>;
  values: Partial<Record<string, string>>;
  /** What was typed is kept under this key until «Continuar». */
  draftKey: string;
  label: string;
  /** Called with the form's values once the browser's validation passes. */
  onSave: (values: Record<string, string>) => void;
  back: { to: string; text: string };
  canContinue?: boolean;
  /** The page's own fields, at the end of «Dirección de entrega». */
  children: ReactNode;
}

/** The form of /payerinfo and /enrollment: contact and address fieldsets, then «Continuar» and the way back. */
export function ContactAndAddressForm({
  formRef,
  values,
  draftKey,
  label,
  onSave,
  back,
  canContinue = true,
  children,
}: ContactAndAddressFormProps) {
  const save = (v: Record<string, string>) => {
    clearDraft(draftKey);
    onSave(v);
  };
  return (
    <form ref={formRef} className="card form" onSubmit={onValidSubmit(save)} aria-label={label}>
      <ContactAndAddressFieldsets values={values}>{children}</ContactAndAddressFieldsets>
      <div className="actions">
        <button type="submit" className="btn btn--accent" disabled={!canContinue}>
          Continuar
        </button>
        <Link to={back.to} className="btn btn--ghost">
          {back.text}
        </Link>
      </div>
    </form>
  );
}
