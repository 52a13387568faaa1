import { useEffect } from 'react';

export function useScrollToTop(pathname: string): void {
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' as ScrollBehavior });
  }, [pathname]);
}
