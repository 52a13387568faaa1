import { getQueryClient } from '@kukki/shop-client';
// The shop-wide test setup: jest-dom, matchMedia, layout boxes for focus traps.
import '../../../ui/test/setup';

// The App runs on ui's one QueryClient: no cached answer may leak from one test into the next.
afterEach(() => getQueryClient().clear());
