import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import type { PayInit } from '../../api/paymentsApi';
import type { CheckoutOutcome } from './checkoutTypes';
import { openRazorpayCheckout } from './razorpayCheckout';

// The sandbox's checkout is a chunk of its own, loaded only when a sandbox order is paid.
const SandboxCheckout = lazy(() =>
  import('./SandboxCheckout').then((m) => ({ default: m.SandboxCheckout })),
);

interface Open {
  init: PayInit;
  resolve: (outcome: CheckoutOutcome) => void;
}

/**
 * Opens the gateway's checkout for an order: Razorpay's in live mode, our sandbox's otherwise.
 * Render `element` in the page (the sandbox's modal lives there).
 */
export function useCheckout(): {
  open: (init: PayInit) => Promise<CheckoutOutcome>;
  element: ReactNode;
} {
  const [current, setCurrent] = useState<Open | null>(null);
  const open = useCallback(
    (init: PayInit): Promise<CheckoutOutcome> =>
      init.pg_mode === 'live'
        ? openRazorpayCheckout(init)
        : new Promise<CheckoutOutcome>((resolve) => setCurrent({ init, resolve })),
    [],
  );
  const done = useCallback(
    (outcome: CheckoutOutcome) => {
      current?.resolve(outcome);
      setCurrent(null);
    },
    [current],
  );
  const element = current ? (
    <Suspense fallback={null}>
      <SandboxCheckout init={current.init} onDone={done} />
    </Suspense>
  ) : null;
  return { open, element };
}
