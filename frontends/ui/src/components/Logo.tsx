/** The Kukki wordmark with a cookie mark (inline SVG, no downloads). */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`logo ${className}`}>
      <svg viewBox="0 0 40 40" width="34" height="34" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="17" fill="#d89a55" stroke="#8a4f24" strokeWidth="2" />
        <circle cx="13" cy="14" r="2.6" fill="#5a3520" />
        <circle cx="24" cy="11.5" r="2.1" fill="#5a3520" />
        <circle cx="27" cy="22" r="2.8" fill="#5a3520" />
        <circle cx="16" cy="25" r="2.3" fill="#5a3520" />
        <circle cx="21" cy="30" r="1.6" fill="#5a3520" />
      </svg>
      <span className="logo__text">Kukki</span>
    </span>
  );
}
