import { useEffect } from 'react';
import { pageTitleOf, type StorefrontPageId } from '@kukki/contracts';

/** The tab's title from the route table (the one the server rendered), or the name of what the page is about. */
export function usePageTitle(page: StorefrontPageId, name?: string | null): void {
  const title = pageTitleOf(page, name);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
