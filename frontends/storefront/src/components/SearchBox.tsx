import { SearchIcon } from '@kukki/ui';

/**
 * The search field, in a GET form on its own page: without scripts, Enter asks the server for the page
 * with `?q=` (the chips of the catalogue join it through `formId`); with them the list filters as she
 * types and the form is never sent.
 */
export function SearchBox({
  value,
  onChange,
  id = 'search',
  formId,
}: {
  value: string;
  onChange: (v: string) => void;
  id?: string;
  formId?: string;
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
    </form>
  );
}
