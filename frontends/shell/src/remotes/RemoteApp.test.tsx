import { fireEvent, render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteApp } from './RemoteApp';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('./manifest', () => ({ ensureRemote: jest.fn(async () => undefined) }));

const load = loadRemote as jest.MockedFunction<typeof loadRemote>;

describe('remote error boundary', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('a remote that fails to render shows «Reintentar», which loads it again', async () => {
    function Broken(): never {
      throw new Error('remote exploded');
    }
    load.mockResolvedValueOnce({ default: Broken }).mockResolvedValueOnce({ default: () => <p>tienda lista</p> });

    render(<RemoteApp name="storefront" />);
    expect(await screen.findByText('No pudimos cargar esta sección de la tienda.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('tienda lista')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
