import type { ReactNode } from 'react';

/** A message announced as it appears (role="alert"); nothing while there is none. */
export function Alert({
  id,
  className,
  children,
}: {
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  if (!children) return null;
  return (
    <p id={id} className={className} role="alert">
      {children}
    </p>
  );
}
