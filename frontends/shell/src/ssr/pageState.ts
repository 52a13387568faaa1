import { textOf } from '@kukki/contracts';
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@kukki/shop-client';

/** The id of the JSON script the server writes into each page it renders. */
export const PAGE_STATE_ID = 'kukki-page';

/**
 * What a server-rendered page carries for the browser: whether its HTML is the page itself (hydrate)
 * or only the shell around a page the browser renders, and the data it was rendered from, so that the
 * hydration renders exactly the same thing without asking the API again.
 */
export interface PageState {
  hydrate: boolean;
  queries?: DehydratedState;
}

type PlainError = { message: string; status: number };

/** The answered reads of a render, failures included (as their message and status). */
export function dehydrateReads(client: QueryClient): DehydratedState {
  const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  for (const query of state.queries) {
    const error = query.state.error as unknown;
    if (error) {
      const status = error instanceof ApiError ? error.status : 0;
      query.state.error = { message: error instanceof Error ? error.message : textOf(error), status } satisfies PlainError as never;
    }
  }
  return state;
}

/** Puts the server's reads into the browser's query cache, failures back as ApiError. */
export function hydrateReads(client: QueryClient, state: DehydratedState): void {
  for (const query of state.queries) {
    const error = query.state.error as PlainError | null;
    if (error) query.state.error = new ApiError(error.message, error.status);
  }
  hydrate(client, state);
}

/** JSON safe inside a <script> element: nothing in it can close the element or open a comment. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The page state the server embedded, if this page was rendered on the server. */
export function readPageState(doc: Document): PageState | null {
  const element = doc.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch {
    return null;
  }
}
