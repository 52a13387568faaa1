import type { ReactNode } from 'react';

/** One label/value line (<dt>/<dd>) of a detail block; ui's Field is a form input. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="adm-dl__row">
      <dt>{label}</dt>
      <dd>{children === undefined || children === null || children === '' ? '—' : children}</dd>
    </div>
  );
}
