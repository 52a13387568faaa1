import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { userStore, type UserInfo } from '@kukki/shop-client';

export { mockApi } from '../../../shop-client/test/mockApi';

/** Renders a screen at `path` under /admin/dash with a fresh query cache. */
export function renderAt(element: ReactElement, { path, route }: { path: string; route: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Signs in (or out) the way the shop does: ui's user store, persisted as localStorage `userInfo`. */
export function setSession(session: Partial<UserInfo> | null) {
  userStore.set(session as UserInfo | null);
}

/** Ana, the administrator every screen test signs in as. */
export const signInAsAdmin = () => setSession({ name: 'Ana', isAdmin: true, token: 'tok' });

/** The text of every cell of a table row (or of a whole table), in order. */
export const cellTexts = (element: HTMLElement) =>
  within(element)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/**
 * Chooses `day` ('YYYY-MM-DD') in the DateInput labelled `label`: opens its calendar and turns the
 * months (as a person would) until the day shows, then clicks it.
 */
export async function pickDay(user: ReturnType<typeof userEvent.setup>, label: string, day: string) {
  await user.click(screen.getByLabelText(label));
  const dialog = await screen.findByRole('dialog', { name: 'Elegir fecha' });
  for (let turn = 0; turn < 36; turn += 1) {
    const button = dialog.querySelector<HTMLButtonElement>(`[data-day="${day}"]:not([data-outside]) button`);
    if (button) return user.click(button);
    const shown = dialog.querySelector('[data-day]:not([data-outside])')?.getAttribute('data-day') ?? '';
    await user.click(within(dialog).getByRole('button', { name: shown < day ? /siguiente/i : /anterior/i }));
  }
  throw new Error(`${day} never showed in «${label}»`);
}
