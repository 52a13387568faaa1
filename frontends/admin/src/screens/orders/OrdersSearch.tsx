import { useState, type FormEvent } from 'react';
import { formText } from '@kukki/ui';
import { downloadOrdersCsv, type OrdersSearch as Search } from '../../api/tools';
import { AlertText } from '../../components/AlertText';
import { DateInput } from '../../components/DateInput';

/**
 * Search box (order number, buyer name, e-mail or phone), creation and delivery date ranges and «Exportar CSV»
 * with the same filters as the list.
 */
export function OrdersSearch({ value, status, onChange }: { value: Search; status?: string; onChange: (next: Search) => void }) {
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => formText(data, name).trim() || undefined;
    onChange({ q: text('q'), from: text('from'), to: text('to'), deliveryFrom: text('deliveryFrom'), deliveryTo: text('deliveryTo') });
  };

  const onExport = async () => {
    setExporting(true);
    setError(null);
    try {
      await downloadOrdersCsv({ ...value, status });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setExporting(false);
    }
  };

  return (
    <form className="adm-orders-search" role="search" aria-label="Buscar órdenes" onSubmit={onSubmit}>
      <label className="field">
        <span className="field__label">Buscar</span>
        <input
          className="field__input"
          type="search"
          name="q"
          maxLength={100}
          defaultValue={value.q ?? ''}
          placeholder="No. de orden, nombre, correo o teléfono"
        />
      </label>
      <label className="field">
        <span className="field__label">Desde</span>
        <DateInput name="from" defaultValue={value.from ?? ''} clearable />
      </label>
      <label className="field">
        <span className="field__label">Hasta</span>
        <DateInput name="to" defaultValue={value.to ?? ''} clearable />
      </label>
      <label className="field">
        <span className="field__label">Entrega desde</span>
        <DateInput name="deliveryFrom" defaultValue={value.deliveryFrom ?? ''} clearable />
      </label>
      <label className="field">
        <span className="field__label">Entrega hasta</span>
        <DateInput name="deliveryTo" defaultValue={value.deliveryTo ?? ''} clearable />
      </label>
      <button type="submit" className="btn">
        Buscar
      </button>
      <button type="button" className="btn btn--ghost" onClick={() => void onExport()} disabled={exporting}>
        {exporting ? 'Exportando…' : 'Exportar CSV'}
      </button>
      <AlertText message={error} />
    </form>
  );
}
