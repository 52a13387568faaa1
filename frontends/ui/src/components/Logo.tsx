import type { SVGProps } from 'react';

/** The cookie mark on its 40×40 frame (inline SVG, no downloads): each use sets its size and may thicken the edge. */
export function CookieMark({ strokeWidth = 2, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 40 40" width="34" height="34" aria-hidden="true" focusable="false" {...props}>
      <circle cx="20" cy="20" r="17" fill="#d89a55" stroke="#8a4f24" strokeWidth={strokeWidth} />
      <circle cx="13" cy="14" r="2.6" fill="#5a3520" />
      <circle cx="24" cy="11.5" r="2.1" fill="#5a3520" />
      <circle cx="27" cy="22" r="2.8" fill="#5a3520" />
      <circle cx="16" cy="25" r="2.3" fill="#5a3520" />
      <circle cx="21" cy="30" r="1.6" fill="#5a3520" />
    </svg>
  );
}

/** The Kukki wordmark with the cookie mark. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`logo ${className}`}>
      <CookieMark />
      <span className="logo__text">Kukki</span>
    </span>
  );
}
