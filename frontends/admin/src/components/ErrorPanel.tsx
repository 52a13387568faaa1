import { AlertIcon } from '@kukki/ui';

/** Error panel with an alert icon; `message` may be omitted (spec §8: order update failure has no text). */
export function ErrorPanel({ message }: { message?: string }) {
  return (
    <div className="adm-error" role="alert">
      <AlertIcon />
      {message ? <p>{message}</p> : null}
    </div>
  );
}
