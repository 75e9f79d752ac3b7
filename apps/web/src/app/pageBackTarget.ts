import { useEffect } from 'react';

// Where back goes while a page says so (a journey step: the previous answered step); null
// means the shell's rule (history back, else /profile or home). Read when back is pressed.
let target: string | null = null;

export function pageBackTarget(): string | null {
  return target;
}

/** Sets the back target while the calling page is shown. */
export function useBackTarget(to: string | null): void {
  useEffect(() => {
    target = to;
    return () => {
      if (target === to) target = null;
    };
  }, [to]);
}
