import { installmentsLine } from '@kukki/contracts';
import { usePaymentsConfig } from '../api/payments';

/** «Hasta 6 meses sin intereses con tarjetas participantes» when the shop offers installments. */
export function InstallmentsNote() {
  const config = usePaymentsConfig();
  const line = installmentsLine(config.data?.installmentsMax);
  return line ? (
    <p className="installments-note" data-testid="installments-note">
      {line}
    </p>
  ) : null;
}
