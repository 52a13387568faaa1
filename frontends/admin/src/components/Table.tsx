import type { ReactNode } from 'react';

/** A table that scrolls sideways on narrow screens instead of breaking the layout. */
export function Table({ children, caption, className }: { children: ReactNode; caption?: string; className?: string }) {
  return (
    <div className="adm-table-wrap">
      <table className={`adm-table ${className ?? ''}`}>
        {caption ? <caption className="adm-visually-hidden">{caption}</caption> : null}
        {children}
      </table>
    </div>
  );
}
