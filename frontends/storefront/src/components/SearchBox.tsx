import type { ReactNode } from 'react';
import { SearchIcon } from '@kukki/ui';

/**
 * The search field, in a GET form on its own page: without scripts, Enter asks the server for the page
 * with `?q=` (the chips of the catalogue join it through `formId`, `children` are the filters it keeps);
 * with them the list filters as she types and the form is never sent.
 */
export function SearchBox({
  value,
  onChange,
  id = 'search',
  formId,
  children,
}: {
  value: string;
  onChange: (v: string) => void;
  id?: string;
  formId?: string;
  children?: ReactNode;
}) {
  return (
    <form id={formId} className="search" role="search" method="get" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={id} className="visually-hidden">
        Buscar
      </label>
      <SearchIcon className="search__icon" width={20} height={20} />
      <input
        id={id}
        name="q"
        type="search"
        className="search__input"
        placeholder="Busca un postre..."
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
      />
      {children}
      {/* The form's default button: Enter sends the search with the kept filters, not the first chip's. */}
      <button type="submit" className="visually-hidden" tabIndex={-1}>
        Buscar
      </button>
    </form>
  );
}
