import { useModal } from './ModalContext';
import { Dialog } from './Dialog';

/** The page-level modal area: one dialog at a time, opened through useModal(). */
export function ModalArea() {
  const { current, close } = useModal();
  if (!current) return null;
  return (
    <Dialog key={current.key} label={current.title ?? 'Aviso'} id={current.id} onClose={current.hideClose ? undefined : close}>
      {current.content}
    </Dialog>
  );
}
