import type { ReactNode } from 'react';

/** One label/value line of a detail block. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="adm-dl__row">
      <dt>{label}</dt>
      <dd>{children === undefined || children === null || children === '' ? '—' : children}</dd>
    </div>
  );
}
