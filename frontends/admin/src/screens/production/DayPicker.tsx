import { deliveryDayLabel } from '@kukki/contracts';

/** The date of a day sheet and the «Imprimir» button (neither prints). */
export function DayPicker({ date, onChange, children }: { date: string; onChange: (date: string) => void; children?: React.ReactNode }) {
  return (
    <div className="adm-toolbar adm-no-print">
      <label className="adm-field">
        <span>Día de entrega</span>
        <input className="adm-input" type="date" value={date} onChange={(e) => e.target.value && onChange(e.target.value)} />
      </label>
      <button type="button" className="adm-button" onClick={() => window.print()}>
        Imprimir
      </button>
      {children}
      <p className="adm-subtitle">{deliveryDayLabel(date)}</p>
    </div>
  );
}
