import { SearchIcon } from '@kukki/ui';

export function SearchBox({ value, onChange, id = 'search' }: { value: string; onChange: (v: string) => void; id?: string }) {
  return (
    <div className="search" role="search">
      <label htmlFor={id} className="visually-hidden">
        Buscar
      </label>
      <SearchIcon className="search__icon" width={20} height={20} />
      <input
        id={id}
        type="search"
        className="search__input"
        placeholder="Busca un postre..."
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
      />
    </div>
  );
}
