/** «Anterior · Página n de m · Siguiente» under a paged list; nothing when everything fits on one page. */
export function Pager({
  page,
  pages,
  onPage,
  className,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  className: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className={className} aria-label="Páginas">
      <button type="button" className="btn btn--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </button>
      <span>
        Página {page} de {pages}
      </span>
      <button type="button" className="btn btn--ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Siguiente
      </button>
    </nav>
  );
}
