import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CITIES, countryPhoneRefusal, DEFAULT_CITY, deliveryCoverageError, GIFT_NOTE_MAX } from '@kukki/contracts';
import { Field, Select, TextArea } from '@kukki/ui';

type Values = Partial<Record<string, string>>;

const MEXICO_AREA_CODE = '+52';

/** Contact and address fields shared by /payerinfo and /enrollment (names as spec §2/§3). */
export function PersonFields({ values, emailReadOnly = false }: { values: Values; emailReadOnly?: boolean }) {
  // After +52 the courier needs the ten digits (the server applies the same rule); said once the field is left.
  const [areaCode, setAreaCode] = useState(values.area_code ?? MEXICO_AREA_CODE);
  const [tel, setTel] = useState(values.tel ?? '');
  const [telLeft, setTelLeft] = useState(Boolean(values.tel));
  const phoneRefusal = tel.trim() ? countryPhoneRefusal(areaCode, tel) : null;
  const telRef = useRef<HTMLInputElement>(null);
  useEffect(() => telRef.current?.setCustomValidity(phoneRefusal ?? ''), [phoneRefusal]);
  return (
    <>
      <Field label="Nombre" name="name" autoComplete="given-name" defaultValue={values.name} />
      <Field label="Apellido" name="lastname" autoComplete="family-name" defaultValue={values.lastname} />
      <Field
        label="Correo electrónico"
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={values.email}
        readOnly={emailReadOnly}
        className="field--wide"
      />
      <Field
        label="Código de área"
        name="area_code"
        type="tel"
        inputMode="tel"
        pattern="\+?[0-9]{1,4}"
        hint="Ej. +52 o +521"
        // Filled in, not a placeholder: a grey «+52» reads as already written and the form then stops on it.
        defaultValue={values.area_code ?? MEXICO_AREA_CODE}
        onChange={(e) => setAreaCode(e.target.value)}
      />
      <Field
        ref={telRef}
        label="Teléfono"
        name="tel"
        type="tel"
        inputMode="numeric"
        pattern="[0-9 ]{8,14}"
        autoComplete="tel-national"
        placeholder="5512345678"
        defaultValue={values.tel}
        onChange={(e) => setTel(e.target.value)}
        onBlur={() => setTelLeft(true)}
        error={telLeft ? (phoneRefusal ?? undefined) : undefined}
      />
    </>
  );
}

/**
 * The two fieldsets of /payerinfo and /enrollment: «Tus datos» and «Dirección de entrega», which ends
 * with the page's own fields (`children`: delivery date, gift note or notes).
 */
export function ContactAndAddressFieldsets({ values, children }: { values: Values; children?: ReactNode }) {
  return (
    <>
      <fieldset className="form-grid">
        <legend>Tus datos</legend>
        <PersonFields values={values} />
      </fieldset>
      <fieldset className="form-grid">
        <legend>Dirección de entrega</legend>
        <AddressFields values={values} />
        {children}
      </fieldset>
    </>
  );
}

export function AddressFields({ values }: { values: Values }) {
  // Delivery coverage, checked as the shopper types (the server applies the same rule).
  const [zip, setZip] = useState(values.zip ?? '');
  const [city, setCity] = useState(values.city || DEFAULT_CITY);
  const coverage = deliveryCoverageError(zip, city);
  const zipRef = useRef<HTMLInputElement>(null);
  useEffect(() => zipRef.current?.setCustomValidity(coverage ?? ''), [coverage]);
  return (
    <>
      <Field
        label="Calle"
        name="street"
        autoComplete="address-line1"
        maxLength={120}
        defaultValue={values.street}
        className="field--wide"
      />
      <Field label="Número exterior" name="stNumber" maxLength={20} defaultValue={values.stNumber} />
      <Field label="Número interior" name="intNumber" required={false} maxLength={20} defaultValue={values.intNumber} hint="Opcional" />
      <Field
        ref={zipRef}
        label="Código postal"
        name="zip"
        inputMode="numeric"
        pattern="[0-9]{5}"
        autoComplete="postal-code"
        defaultValue={values.zip}
        onChange={(e) => {
          // A pasted or autofilled «03100 » is five digits to the shopper: spaces are dropped as they come.
          const digits = e.target.value.replace(/\s+/g, '');
          if (digits !== e.target.value) e.target.value = digits;
          setZip(digits);
        }}
        error={coverage ?? undefined}
      />
      <Field label="Colonia" name="col" defaultValue={values.col} />
      <Field label="Alcaldía o municipio" name="del" defaultValue={values.del} />
      <Select
        label="Ciudad"
        name="city"
        options={CITIES}
        defaultValue={values.city || DEFAULT_CITY}
        onChange={(e) => setCity(e.target.value)}
      />
    </>
  );
}

export function GiftNote({ defaultValue = '' }: { defaultValue?: string }) {
  const [length, setLength] = useState(defaultValue.length);
  return (
    <TextArea
      label="Nota de regalo"
      name="giftText"
      maxLength={GIFT_NOTE_MAX}
      defaultValue={defaultValue}
      onChange={(e) => setLength(e.target.value.length)}
      hint={`${length}/${GIFT_NOTE_MAX} caracteres (opcional)`}
      className="field--wide"
    />
  );
}

/** Opt-in: order updates by WhatsApp to the phone of the form (+52). */
export function WhatsAppOptIn({ defaultChecked = false }: { defaultChecked?: boolean }) {
  return (
    <label className="field field--wide field--check">
      <input type="checkbox" name="notifyWhatsApp" value="true" defaultChecked={defaultChecked} /> Recibir avisos de mi orden por WhatsApp
      <span className="field__hint">Al número de teléfono que escribiste (+52). Responde BAJA cuando quieras dejar de recibirlos.</span>
    </label>
  );
}

export const formValues = (form: HTMLFormElement): Record<string, string> =>
  Object.fromEntries(Array.from(new FormData(form).entries()).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : '']));

/** Only the named fields of a form (what a request body sends). */
export function formFields(form: HTMLFormElement, names: readonly string[]): Record<string, string> {
  const values = formValues(form);
  return Object.fromEntries(names.map((name) => [name, values[name]]));
}

/** A submit handler that hands the form's values to `save` once the browser's validation passes. */
export const onValidSubmit = (save: (values: Record<string, string>) => void) => (event: FormEvent<HTMLFormElement>) => {
  event.preventDefault();
  const form = event.currentTarget;
  if (form.reportValidity()) save(formValues(form));
};
