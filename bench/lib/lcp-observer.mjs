// Page-side recorder shared by the LCP benchmarks; Playwright serialises it, so it must use nothing from outside.

/**
 * Runs before any script of the page (page.addInitScript(observeLcp, { withId })): keeps the latest LCP candidate
 * in window.__lcp and the sum of layout shifts without recent input in window.__cls.
 */
export function observeLcp({ withId }) {
  window.__lcp = null;
  window.__cls = 0;
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (!last) return;
    const el = last.element;
    const id = withId && el?.id ? `#${el.id}` : '';
    window.__lcp = {
      ms: last.startTime,
      element: el ? `${el.tagName.toLowerCase()}${id}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}` : '(removed)',
      url: last.url || '',
      size: last.size,
    };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}
