import type { ReactNode } from 'react';

/** A failure the page cannot go on from: the message, a "Try again" when `retry` is given, a way on. */
export function ErrorNotice({
  message,
  retry,
  children,
}: {
  message: ReactNode;
  retry?: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="notice notice--error">
      <p role="alert">{message}</p>
      {retry && (
        <button type="button" className="button" onClick={retry}>
          Try again
        </button>
      )}
      {children}
    </div>
  );
}
