/**
 * Focus for when the control a shopper used is gone (a removed cart line, a saved form): the page's heading, so a
 * screen reader goes on from the page rather than from the top of the document. Returns the element focused.
 */
export function focusPageHeading(): HTMLElement | null {
  const heading = pageHeading();
  heading?.focus();
  return heading;
}

/** The page's h1 (else its main region), made focusable from script. */
export function pageHeading(): HTMLElement | null {
  const heading =
    document.querySelector<HTMLElement>('main h1') ??
    document.querySelector<HTMLElement>('h1') ??
    document.querySelector<HTMLElement>('main');
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}
