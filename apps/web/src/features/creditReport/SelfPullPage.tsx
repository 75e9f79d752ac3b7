import type { SelfPullEditable } from '@tara/core/creditReport';
import { CONSENT_TEXTS, PRIVACY_PATH, TERMS_PATH } from '@tara/core/submission';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { confirmPull, selfPull } from '../../api/creditReportApi';
import { appFlags } from '../../app/appFlags';
import { useDocumentTitle } from '../../app/documentTitle';
import { bridgeMessage, postToNative } from '../../app/nativeBridge';
import { useNavigate, usePathname } from '../../app/router';
import { useSession } from '../../app/session';
import { MobileCheck } from './MobileCheck';
import { type BoxProps, PullField } from './PullField';
import { type DraftField, draftErrors, type PullDraft, prefilledDraft, pullBody } from './pullForm';
import { afterRefusal, type PullView, type StageIds, selfPullThemeMode } from './selfPullFlow';
import './creditReport.css';

// /financial-fitness, /credit-report/self-pull and /self-pull/step-1…3: the user's own credit
// report, pulled with their consent (decision 035). The answer's next action picks what
// shows next. The draft lives in memory only (never storage: it holds the PAN), so it
// survives moving to step-3 but not a reload.

/** The form fields a next action may open to edit (step-3's details never close). */
const EDITABLE_NAME: Partial<Record<DraftField, SelfPullEditable>> = {
  firstName: 'firstname',
  middleName: 'middlename',
  lastName: 'lastname',
  mobile: 'mobile',
  pan: 'pancard',
  email: 'email',
};

let kept: { draft: PullDraft; ids: StageIds } | null = null;
/** A refusal's text carried to the route it opened (the page mounts anew there). */
let carried: string | null = null;
/** Spec 01 §4 (CR-19, PROF-03): a pull ends on the profile's home, which shows the score fetched (decision 076). */
const SUCCESS_PATH = '/profile/my-home';
const NATIVE_SUCCESS_ROUTE = '/credit-report';
const TELL_US_MORE = 'Tell us a little more so the bureau can find your report.';

export function SelfPullPage() {
  useDocumentTitle('Check your credit score');
  const { user } = useSession();
  const navigate = useNavigate();
  const pathname = usePathname();
  const details = pathname.endsWith('/step-3');
  // The `selfPull` route searches by name and mobile; the PAN is optional there (CR-22, CR-27).
  const enhanced = pathname.startsWith('/self-pull');
  const [draft, setDraft] = useState<PullDraft>(() => kept?.draft ?? prefilledDraft(user));
  const [ids, setIds] = useState<StageIds>(kept?.ids ?? {});
  const [view, setView] = useState<PullView>({ kind: 'form', editable: null, details });
  const [message, setMessage] = useState<string | null>(() => {
    const text = carried;
    carried = null;
    return text ?? (details ? TELL_US_MORE : null);
  });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const alert = useRef<HTMLParagraphElement>(null);
  const errors = draftErrors(draft, details, enhanced);
  useEffect(() => {
    kept = { draft, ids };
  }, [draft, ids]);
  useEffect(() => {
    if (message) alert.current?.focus();
  }, [message]);

  const refused = (error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
    const next = afterRefusal(
      { status: error.status, errors: error.errors, metadata: error.metadata },
      view,
      ids,
    );
    setIds(next.ids);
    setMessage(next.message);
    // CR-39: the failure and the form's values (as shapes) go to the error-reporting service,
    // loaded only when a pull fails (it stays out of the shell's chunk map).
    const report = {
      source: 'self-pull',
      status: error.status,
      message: next.message,
      path: pathname,
      values: { ...draft },
    } as const;
    void import('../../api/clientErrorsApi').then((m) => m.reportClientError(report));
    if (next.view.kind === 'home') return succeeded();
    if (next.route) {
      carried = `${next.message}. ${TELL_US_MORE}`;
      return navigate(next.route);
    }
    setView(next.view);
  };

  const succeeded = () => {
    kept = null;
    // In the native app (CR-19) the app opens its own credit-report screen.
    const flags = appFlags();
    if (flags.am && postToNative(bridgeMessage(NATIVE_SUCCESS_ROUTE, flags.appVersion))) return;
    navigate(SUCCESS_PATH);
  };

  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
      succeeded();
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length > 0 || busy) return;
    void run(() => selfPull(pullBody(draft, details, ids, enhanced)));
  };

  const editable = view.kind === 'form' ? view.editable : null;
  const shown = (field: keyof PullDraft) => (touched ? errors[field] : undefined);
  /** One box of the form: its value, error and edit state follow from its field. */
  const box = (field: DraftField, props: BoxProps) => {
    const name = EDITABLE_NAME[field];
    return (
      <PullField
        field={field}
        value={draft[field]}
        error={shown(field)}
        readOnly={name !== undefined && editable !== null && !editable.includes(name)}
        onChange={(value) =>
          setDraft((d) => ({ ...d, [field]: field === 'pan' ? value.toUpperCase() : value }))
        }
        {...props}
      />
    );
  };

  return (
    <div className={selfPullThemeMode(appFlags()) ? 'self-pull self-pull--tm' : 'self-pull'}>
      <h1>Check your credit score</h1>
      <p className="self-pull__lead">
        Free, from Experian. Checking your own score does not lower it.
      </p>
      {message && (
        <p ref={alert} tabIndex={-1} className="notice" role="alert">
          {message}
        </p>
      )}
      {view.kind === 'verifyMobile' && (
        <MobileCheck
          mobile={draft.mobile}
          onVerified={() => void run(() => selfPull(pullBody(draft, details, ids, enhanced)))}
        />
      )}
      {view.kind === 'confirm' && (
        <div className="self-pull__confirm">
          <p>The bureau asks you to confirm before it sends your report.</p>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void run(() => confirmPull(ids.stageOneId ?? '', ids.stageTwoId ?? ''))}
          >
            {busy ? 'Fetching…' : 'Confirm and fetch my report'}
          </button>
        </div>
      )}
      {view.kind === 'form' && (
        <form onSubmit={submit} noValidate className="self-pull__form">
          {box('firstName', { label: 'First name', autoComplete: 'given-name' })}
          {box('middleName', { label: 'Middle name (optional)', autoComplete: 'additional-name' })}
          {box('lastName', { label: 'Last name', autoComplete: 'family-name' })}
          {box('mobile', {
            label: 'Mobile number',
            hint: 'The one your bank and card accounts know',
            inputMode: 'numeric',
            maxLength: 10,
            autoComplete: 'tel-national',
          })}
          {box('pan', {
            label: enhanced ? 'PAN (optional)' : 'PAN',
            hint: '10 characters, like ABCDE1234F',
            maxLength: 10,
            autoComplete: 'off',
          })}
          {box('email', { label: 'E-mail (optional)', inputMode: 'email', autoComplete: 'email' })}
          {details && (
            <>
              {box('pincode', {
                label: 'Pincode',
                inputMode: 'numeric',
                maxLength: 6,
                autoComplete: 'postal-code',
              })}
              {box('dob', {
                label: 'Date of birth',
                hint: 'DD/MM/YYYY',
                inputMode: 'numeric',
                maxLength: 10,
                autoComplete: 'bday',
              })}
            </>
          )}
          <div className="self-pull__consent">
            <input
              id="self-pull-consent"
              type="checkbox"
              checked={draft.consent}
              aria-invalid={!!shown('consent')}
              aria-describedby={shown('consent') ? 'self-pull-consent-error' : undefined}
              onChange={(e) => setDraft((d) => ({ ...d, consent: e.target.checked }))}
            />
            <label htmlFor="self-pull-consent">
              <ConsentText />
            </label>
            {shown('consent') && (
              <p id="self-pull-consent-error" className="self-pull__error">
                {shown('consent')}
              </p>
            )}
          </div>
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Fetching your report…' : 'Get my credit score'}
          </button>
        </form>
      )}
    </div>
  );
}

/** The recorded consent text (core's, by version), its Terms and Privacy Policy as links. */
function ConsentText() {
  const [before = '', rest = ''] = CONSENT_TEXTS['credit-report'].text.split('Terms');
  const [middle = '', after = ''] = rest.split('Privacy Policy');
  return (
    <>
      {before}
      <a href={TERMS_PATH} target="_blank" rel="noopener">
        Terms
      </a>
      {middle}
      <a href={PRIVACY_PATH} target="_blank" rel="noopener">
        Privacy Policy
      </a>
      {after}
    </>
  );
}
