import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The admin's menu as a strip that scrolls sideways (below 1024 px): the current page's item is brought
 * into view, and `more` says whether items are still hidden to the right (the strip fades out there).
 */
export function useNavStrip(pathname: string) {
  const ref = useRef<HTMLUListElement>(null);
  const [more, setMore] = useState(false);
  const measure = useCallback(() => {
    const strip = ref.current;
    if (strip) setMore(strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 4);
  }, []);
  useEffect(() => {
    const strip = ref.current;
    const current = strip?.querySelector<HTMLElement>('a.is-active');
    if (strip && current && strip.scrollWidth > strip.clientWidth)
      strip.scrollLeft = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
    measure();
  }, [pathname, measure]);
  useEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  return { ref, more, onScroll: measure };
}
