import { formKindOf, instantApplyForm } from '@tara/core/instantApply';
import { CONSENT_TEXTS, issuerTermsUrl } from '@tara/core/submission';
import { useEffect, useMemo, useRef, useState } from 'react';
import { applyForCard, sendInstantApplyOtp } from '../../../api/cardsApi';
import { AppLink } from '../../../app/AppLink';
import { throwToHome } from '../../../app/navRules';
import { PageBar } from '../../../app/PageBar';
import { Redirect } from '../../../app/Redirect';
import { useNavigate, useParams, usePathname } from '../../../app/router';
import { useSession } from '../../../app/session';
import { FactList, rowFact } from '../../../lib/FactList';
import { AcceptBox } from '../AcceptBox';
import { submitApplication } from '../applyFlow';
import { IssuerTermsLink } from '../IssuerTermsLink';
import { createKeyRing } from '../keyRing';
import { OtpBox } from '../review/OtpBox';
import { filledForm, forgetForm, formKey, refuseForm } from './formStore';
import { summaryRows } from './summary';
import './instantApply.css';

/**
 * `credit-cards/:alias/:slug/instant-apply/review`: the filled form to check, then submit with
 * the applicant's say-so (decisions 028, 060): the terms accepted and, unless the form's
 * mobile is the logged-in verified user's own, the OTP sent to it. Opened without a filled
 * form (a reload, a direct visit) it goes to /credit-cards.
 */
export function ReviewPage() {
  const { alias = '', slug = '' } = useParams<{ alias: string; slug: string }>();
  const path = usePathname();
  const kind = formKindOf(alias);
  const form = kind ? filledForm(formKey(alias, slug)) : null;
  const away = throwToHome(path, { booking: false, instantApplyForm: form !== null });
  if (away || !kind || !form) return <Redirect to={away ?? '/credit-cards'} />;
  return <Review alias={alias} slug={slug} path={path} />;
}

function Review({ alias, slug, path }: { alias: string; slug: string; path: string }) {
  const navigate = useNavigate();
  const key = formKey(alias, slug);
  const form = filledForm(key);
  const kind = formKindOf(alias);
  const rows = useMemo(
    () =>
      form && kind ? summaryRows(instantApplyForm(kind), { ...form.typed, ...form.values }) : [],
    [form, kind],
  );
  const [keys] = useState(createKeyRing);
  const [busy, setBusy] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [otp, setOtp] = useState('');
  const [bubble, setBubble] = useState<{
    message: string;
    retry: boolean;
    field?: string;
  } | null>(null);
  const session = useSession();
  // The server asked for the code although the page thought it needless (a changed session).
  const [otpAsked, setOtpAsked] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  if (!form) return null;
  const formPath = `/credit-cards/${alias}/${slug}/instant-apply/about-you`;
  const mobile = typeof form.values.mobile === 'string' ? form.values.mobile : '';
  const user = session.user;
  // The server's rule mirrored: the logged-in verified user's own mobile (never an admin's).
  const ownMobile = !!user?.is_verified && !user.is_admin && user.mobile === mobile;
  const otpNeeded = otpAsked || !ownMobile;

  const submit = async () => {
    if (busy) return;
    if (!accepted) {
      setBubble({ message: 'Please tick the box to accept the terms', retry: false });
      return;
    }
    if (otpNeeded && !/^\d{6}$/.test(otp)) {
      const message = 'Please enter the 6-digit OTP sent to your mobile';
      setBubble({ message, retry: false, field: 'otp' });
      return;
    }
    setBusy(true);
    setBubble(null);
    const outcome = await submitApplication(
      {
        cardId: form.card.id,
        instantApply: form.values,
        lastLocation: path.replace(/^\//, ''),
        accepted: true,
        ...(otpNeeded ? { otp } : {}),
      },
      keys,
      applyForCard,
      { name: form.card.name, issuer: form.card.issuer },
    );
    setBusy(false);
    const fields = outcome.kind === 'refused' ? Object.keys(outcome.fields) : [];
    if (outcome.kind === 'answered') {
      forgetForm(key);
      navigate(outcome.to, { replace: true });
    } else if (fields.includes('otp')) {
      // A wrong, spent or missing code: asked again here, the form kept.
      setOtpAsked(true);
      setBubble({ message: outcome.message, retry: false, field: 'otp' });
    } else if (outcome.kind === 'refused' && fields.length > 0) {
      refuseForm(key, outcome.fields, outcome.message);
      navigate(formPath);
    } else {
      setBubble({ message: outcome.message, retry: outcome.kind === 'failed' });
    }
  };

  return (
    <div className="ia">
      <PageBar />
      <p className="ia__kicker">{form.card.issuer}</p>
      <h1 ref={heading} tabIndex={-1} className="ia__title">
        Check your application for the {form.card.name}
      </h1>
      <p className="ia__info">Nothing is sent to {form.card.issuer} until you submit.</p>
      <FactList className="ia__review" facts={rows.map(rowFact)} />
      <p>
        <AppLink to={formPath}>Edit my details</AppLink>
      </p>
      <IssuerTermsLink issuer={form.card.issuer} href={issuerTermsUrl(alias)} />
      <AcceptBox text={CONSENT_TEXTS.submission.text} checked={accepted} onChange={setAccepted} />
      {otpNeeded && (
        <OtpBox
          mobile={mobile}
          value={otp}
          invalid={bubble?.field === 'otp'}
          onChange={setOtp}
          send={() => sendInstantApplyOtp(form.card.id, mobile)}
        />
      )}
      {bubble && (
        <div id="review-error" className="notice notice--error ia__bubble" role="alert">
          <p>{bubble.message}</p>
          {bubble.retry && (
            <button type="button" className="button" onClick={submit} disabled={busy}>
              Try again
            </button>
          )}
        </div>
      )}
      <button
        type="button"
        className="button ia__submit"
        onClick={submit}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? 'Sending…' : 'Submit application'}
      </button>
    </div>
  );
}
