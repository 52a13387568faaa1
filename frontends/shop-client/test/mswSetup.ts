import { apiServer } from './mockApi';

// Every test file talks to msw: a request no test answered fails loudly instead of reaching the network.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => apiServer.close());
