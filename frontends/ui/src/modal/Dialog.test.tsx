import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MessageModalContent } from '../components/Feedback';
import { Dialog } from './Dialog';

function Harness({ closable }: { closable: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <button type="button">Fondo</button>
      {open ? (
        <Dialog label="Aviso" onClose={closable ? () => setOpen(false) : undefined}>
          <p>Estado cambió a: cocinando</p>
          <button type="button" onClick={() => setOpen(false)}>
            Continuar
          </button>
        </Dialog>
      ) : null}
    </>
  );
}

describe('dialog keyboard access (shell, storefront and admin)', () => {
  it('focuses its action, keeps Tab inside and gives focus back on close', async () => {
    const user = userEvent.setup();
    render(<Harness closable />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByRole('button', { name: 'Continuar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continuar' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Abrir' })).toHaveFocus();
  });

  it('without onClose (the status notification) has no close control and ignores Escape', async () => {
    const user = userEvent.setup();
    render(<Harness closable={false} />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toHaveTextContent('Estado cambió a: cocinando');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continuar' })).toHaveFocus();
  });

  it('is described by its message, so a screen reader reads the error after the dialog’s name', async () => {
    render(
      <Dialog label="Revisa tu selección" onClose={() => undefined}>
        <MessageModalContent message="Selecciona un producto para agregar a tu caja por favor" />
      </Dialog>,
    );
    expect(await screen.findByRole('dialog', { name: 'Revisa tu selección' })).toHaveAccessibleDescription(
      'Selecciona un producto para agregar a tu caja por favor',
    );
  });

  it('gives focus to the page’s heading when what opened it is gone (a saved form), not to the top of the document', async () => {
    function SavedForm() {
      const [saved, setSaved] = useState(false);
      return (
        <main>
          <h1>Hola Ana</h1>
          {!saved && (
            <button type="button" onClick={() => setSaved(true)}>
              Guardar
            </button>
          )}
          {saved && (
            <Dialog label="Perfil actualizado" onClose={() => setSaved(false)}>
              <MessageModalContent message="Se actualizó la información correctamente" />
            </Dialog>
          )}
        </main>
      );
    }
    const user = userEvent.setup();
    render(<SavedForm />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Hola Ana' })).toHaveFocus());
  });
});
