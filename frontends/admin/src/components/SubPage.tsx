import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A screen below a list (detail, create, edit): the page with its «← List» link back. */
export function SubPage({ back, backLabel, children }: { back: string; backLabel: string; children: ReactNode }) {
  return (
    <section className="adm-page">
      <Link className="adm-back" to={back}>
        {`← ${backLabel}`}
      </Link>
      {children}
    </section>
  );
}
