import { deliveryDayLabel } from '@kukki/contracts';
import { DateInput } from '../../components/DateInput';

/** The date of a day sheet and the «Imprimir» button (neither prints). */
export function DayPicker({ date, onChange, children }: { date: string; onChange: (date: string) => void; children?: React.ReactNode }) {
  return (
    <div className="adm-toolbar adm-no-print">
      <label className="field">
        <span className="field__label">Día de entrega</span>
        <DateInput value={date} onChange={(day) => day && onChange(day)} />
      </label>
      <button type="button" className="btn" onClick={() => window.print()}>
        Imprimir
      </button>
      {children}
      <p className="adm-subtitle">{deliveryDayLabel(date)}</p>
    </div>
  );
}
