import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** One request the page sent: method, path with its query, JSON body (or text), headers (lower-case names). */
export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * A route's answer: a JSON body (status 200), `[status, body]`, or a function of the request's body giving either
 * (or a promise of it: the answer waits until the test resolves it).
 */
type ApiAnswer = unknown;

/** The frontends' one mock API (msw), started for every test file by mswSetup.ts. */
export const apiServer = setupServer();

const parse = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const isStatusPair = (value: unknown): value is [number, unknown] =>
  Array.isArray(value) && value.length === 2 && typeof value[0] === 'number';

/**
 * Answers the page's requests from `routes`, keyed "METHOD /path?query" or "/path?query" (any method); a key ending
 * in `*` matches every path it starts. Anything else is a 404 «No encontrado». Returns the requests, in order.
 */
export function mockApi(routes: Record<string, ApiAnswer>): ApiCall[] {
  const calls: ApiCall[] = [];
  const keys = Object.keys(routes);
  const matches = (key: string, target: string) => (key.endsWith('*') ? target.startsWith(key.slice(0, -1)) : key === target);
  apiServer.resetHandlers(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const path = `${url.pathname}${url.search}`;
      const body = parse(await request.text());
      calls.push({ method: request.method, url: path, body, headers: Object.fromEntries(request.headers) });
      // A route naming the method wins over one for the path alone.
      const key =
        keys.find((candidate) => matches(candidate, `${request.method} ${path}`)) ?? keys.find((candidate) => matches(candidate, path));
      if (key === undefined) return HttpResponse.json({ message: 'No encontrado' }, { status: 404 });
      const route = routes[key];
      const answer: unknown = typeof route === 'function' ? await (route as (body: unknown) => unknown)(body) : route;
      const [status, json] = isStatusPair(answer) ? answer : [200, answer];
      return HttpResponse.json(json as never, { status });
    }),
  );
  return calls;
}
