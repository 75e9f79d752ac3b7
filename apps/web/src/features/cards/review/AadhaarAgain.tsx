import { formatAadhaar } from '@tara/core/validation';

interface AadhaarAgainProps {
  last4: string;
  issuer: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}

/**
 * The Aadhaar number asked again before an issuer that needs it whole (decision 061): we keep
 * only its last 4 digits, and the page no longer has what was typed at the step (a reload,
 * another device). Sent with the application only, never kept.
 */
export function AadhaarAgain({ last4, issuer, value, invalid, onChange }: AadhaarAgainProps) {
  return (
    <div className="field">
      <label htmlFor="review-aadhaar">AADHAAR NUMBER</label>
      <p id="review-aadhaar-hint" className="field__hint">
        {issuer} needs your whole Aadhaar number (ending {last4}). We keep only its last 4 digits,
        so please enter it again.
      </p>
      <input
        id="review-aadhaar"
        className="input"
        name="aadhaar"
        inputMode="numeric"
        autoComplete="off"
        maxLength={14}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'review-aadhaar-hint review-error' : 'review-aadhaar-hint'}
        onChange={(e) => onChange(formatAadhaar(e.target.value))}
      />
    </div>
  );
}
