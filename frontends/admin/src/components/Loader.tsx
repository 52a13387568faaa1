export function Loader() {
  return (
    <div className="adm-loader" role="status" aria-live="polite">
      <span className="adm-loader__spinner" aria-hidden="true" />
      <span>Cargando...</span>
    </div>
  );
}
