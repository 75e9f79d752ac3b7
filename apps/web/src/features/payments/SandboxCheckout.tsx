import { formatPaise } from '@tara/core/payments';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { type PayInit, sandboxPay } from '../../api/paymentsApi';
import { Alert } from '../../lib/Alert';
import type { CheckoutOutcome } from './checkoutTypes';

type Method = 'upi' | 'card';

/**
 * The sandbox gateway's checkout (decision 039): plays Razorpay's modal. Pay by UPI id or card
 * (success@razorpay pays, failure@razorpay fails; card 4111 1111 1111 1111 pays, 4000 0000 0000
 * 0002 is declined) or close it; it hands back what Razorpay's hands its handler.
 */
export function SandboxCheckout({
  init,
  onDone,
}: {
  init: PayInit;
  onDone: (outcome: CheckoutOutcome) => void;
}) {
  const id = useId();
  const [method, setMethod] = useState<Method>('upi');
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // Focus starts in the payer's field; switching the method leaves it on the radio (keyboard).
  useEffect(() => {
    input.current?.focus();
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !busy) onDone({ kind: 'dismissed' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [busy, onDone]);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      const result = await sandboxPay({
        order_id: init.pg_response.id,
        method,
        ...(method === 'upi' ? { vpa: value.trim() } : { card_number: value }),
      });
      if (result.status === 'captured') onDone({ kind: 'paid', response: result.response });
      else {
        onDone({
          kind: 'failed',
          paymentId: result.error.metadata.payment_id,
          description: result.error.description,
        });
      }
    } catch (cause) {
      setBusy(false);
      setError(cause instanceof ApiError ? cause.message : 'Payment could not be completed');
    }
  };

  const label = method === 'upi' ? 'UPI ID' : 'Card number';
  return (
    <div className="sandbox-checkout" role="presentation">
      <div
        className="sandbox-checkout__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
      >
        <header className="sandbox-checkout__head">
          <p className="sandbox-checkout__badge">Sandbox payment: no money moves</p>
          <h2 id={`${id}-title`}>{init.checkout.name}</h2>
          <p>{init.checkout.description}</p>
          <p className="sandbox-checkout__amount">{formatPaise(init.pg_response.amount)}</p>
        </header>
        <fieldset className="sandbox-checkout__methods">
          <legend>Pay by</legend>
          {(['upi', 'card'] as const).map((m) => (
            <label key={m}>
              <input
                type="radio"
                name={`${id}-method`}
                checked={method === m}
                onChange={() => {
                  setMethod(m);
                  setValue('');
                  setError('');
                }}
              />{' '}
              {m === 'upi' ? 'UPI' : 'Card'}
            </label>
          ))}
        </fieldset>
        <form onSubmit={pay} noValidate>
          <label htmlFor={`${id}-value`}>{label}</label>
          <input
            ref={input}
            id={`${id}-value`}
            value={value}
            inputMode={method === 'card' ? 'numeric' : 'email'}
            autoComplete="off"
            aria-invalid={error !== ''}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(event) => setValue(event.target.value)}
          />
          <p id={`${id}-hint`} className="sandbox-checkout__hint">
            {method === 'upi'
              ? 'success@razorpay pays; failure@razorpay fails.'
              : '4111 1111 1111 1111 pays; 4000 0000 0000 0002 is declined.'}
          </p>
          <Alert id={`${id}-error`} className="sandbox-checkout__error">
            {error}
          </Alert>
          <button className="button" type="submit" disabled={busy}>
            Pay {formatPaise(init.pg_response.amount)}
          </button>
        </form>
        <button
          className="button button--secondary"
          type="button"
          disabled={busy}
          onClick={() => onDone({ kind: 'dismissed' })}
        >
          Close
        </button>
      </div>
    </div>
  );
}
