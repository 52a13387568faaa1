import { Link } from 'react-router';

export const GATE_TEXT = {
  order: 'Para completar tu compra por favor inicia sesión, o si gustas puedes continuar como invitado.',
  subscription: 'Para completar tu suscripción por favor inicia sesión, o si gustas puedes continuar como invitado.',
} as const;

const TARGETS = {
  order: { login: '/login?redirect=cart', guest: '/payerinfo' },
  subscription: { login: '/login?redirect=suscripciones', guest: '/enrollment' },
} as const;

/** The login-or-guest prompt shown when a visitor who is not logged in proceeds to pay. */
export function CheckoutGate({ kind, onChoose }: { kind: 'order' | 'subscription'; onChoose: () => void }) {
  return (
    <div className="message-modal">
      <h2 className="message-modal__title">{kind === 'order' ? 'Completa tu compra' : 'Completa tu suscripción'}</h2>
      <p className="message-modal__text">{GATE_TEXT[kind]}</p>
      <div className="message-modal__actions">
        <Link to={TARGETS[kind].login} className="btn" onClick={onChoose} data-autofocus>
          Iniciar sesión
        </Link>
        <Link to={TARGETS[kind].guest} className="btn btn--ghost" onClick={onChoose}>
          Continuar como invitado
        </Link>
      </div>
    </div>
  );
}
