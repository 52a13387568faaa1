/** A failed action's message as one line of the error panel's colours (no icon: ui's ErrorPanel has one); nothing when empty. */
export function AlertText({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="icon-panel error-panel" role="alert">
      {message}
    </p>
  );
}
