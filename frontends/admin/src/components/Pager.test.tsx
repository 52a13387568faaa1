import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from './Pager';

describe('pager of a paged list', () => {
  it('is absent when everything fits on one page', () => {
    render(<Pager className="adm-pager" page={1} pages={1} onPage={jest.fn()} />);
    expect(screen.queryByRole('navigation', { name: 'Páginas' })).not.toBeInTheDocument();
  });

  it('moves one page either way and stops at the ends', async () => {
    const onPage = jest.fn();
    const { rerender } = render(<Pager className="adm-pager" page={1} pages={3} onPage={onPage} />);
    expect(screen.getByRole('navigation', { name: 'Páginas' })).toHaveTextContent('Página 1 de 3');
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
    rerender(<Pager className="adm-pager" page={3} pages={3} onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });
});
