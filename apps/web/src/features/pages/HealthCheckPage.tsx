import { formatINR, formatPercent, formatShortINR } from '@tara/core/format';
import { useState } from 'react';
import { AppLink } from '../../app/AppLink';
import { ContentPage, Section } from './ContentPage';
import {
  COMFORTABLE_PERCENT,
  type EmiBand,
  emiRatio,
  HIGH_PERCENT,
  parseRupees,
  TARGET_PERCENT,
} from './emiRatio';
import { PAGE_TITLES } from './titles';

const BAND_TEXT: Record<EmiBand, { label: string; tone: string; advice: string }> = {
  comfortable: {
    label: 'Comfortable',
    tone: 'ok',
    advice: 'Your EMIs leave room for daily needs, savings and surprises.',
  },
  stretched: {
    label: 'Stretched',
    tone: 'watch',
    advice:
      'Manageable, but a new loan or card balance would make it tight. Think before adding more.',
  },
  high: {
    label: 'High',
    tone: 'high',
    advice:
      'More than half your income goes to EMIs. Lenders may hesitate to lend more; consider paying down a loan first.',
  },
};

/** A financial health check: a checklist and an EMI-to-income calculator (all in the browser). */
export function HealthCheckPage() {
  const [income, setIncome] = useState('');
  const [emis, setEmis] = useState('');
  const incomeValue = parseRupees(income);
  const emiValue = emis.trim() === '' ? 0 : parseRupees(emis);
  const ratio = incomeValue !== null && emiValue !== null ? emiRatio(incomeValue, emiValue) : null;
  const incomeError = income.trim() !== '' && (incomeValue === null || incomeValue === 0);
  const emiError = emis.trim() !== '' && emiValue === null;

  return (
    <ContentPage
      heading={PAGE_TITLES.healthCheck}
      lead="A few minutes with these questions will tell you whether now is a good time to borrow."
    >
      <Section id="hc-emi" heading="Your EMI-to-income ratio">
        <p>
          Add up every EMI you pay each month (loans, and any card balance you are paying off in
          instalments) and compare it with your monthly take-home income. Lenders call this share
          FOIR, and each sets its own limit.
        </p>
        <p>
          A common rule of thumb: up to {formatPercent(COMFORTABLE_PERCENT)} is comfortable, up to{' '}
          {formatPercent(HIGH_PERCENT)} is stretched, and above {formatPercent(HIGH_PERCENT)} is
          high.
        </p>
        <form className="form no-print" onSubmit={(e) => e.preventDefault()}>
          <AmountInput
            id="hc-income"
            label="Monthly take-home income (₹)"
            value={income}
            onChange={setIncome}
            error={incomeError ? 'Please enter your income in rupees, e.g. 45000' : null}
          />
          <AmountInput
            id="hc-emis"
            label="Total EMIs each month (₹)"
            value={emis}
            onChange={setEmis}
            error={emiError ? 'Please enter the amount in rupees, e.g. 12000' : null}
          />
        </form>
        <div aria-live="polite">
          {ratio && incomeValue !== null && emiValue !== null && (
            <div className={`result result--${BAND_TEXT[ratio.band].tone}`}>
              <p className="result__figure">{formatPercent(ratio.percent)}</p>
              <p>
                <strong>{BAND_TEXT[ratio.band].label}.</strong> {formatINR(emiValue)} of{' '}
                {formatINR(incomeValue)} a month goes to EMIs. {BAND_TEXT[ratio.band].advice}
              </p>
              <p>
                {ratio.room >= 0
                  ? `To stay within ${formatPercent(TARGET_PERCENT)} of your income, your EMIs could total up to ${formatINR(ratio.targetEmi)} a month: ${formatINR(ratio.room)} more than now.`
                  : `To get back within ${formatPercent(TARGET_PERCENT)} of your income (${formatINR(ratio.targetEmi)} a month), your EMIs would need to fall by ${formatINR(-ratio.room)}.`}
              </p>
              <p className="form__hint">
                Your take-home income is {formatShortINR(incomeValue * 12)} a year. This is a guide,
                not a lender's decision.
              </p>
            </div>
          )}
        </div>
      </Section>

      <Section id="hc-checklist" heading="Before you borrow: a checklist">
        <ul className="checklist">
          <li>
            <strong>Pay every EMI and card bill on time.</strong> Late payments stay on your credit
            report and weigh heavily on your score.
          </li>
          <li>
            <strong>Keep card balances low.</strong> Using only a small part of your credit limit is
            better for your score than running it close to full.
          </li>
          <li>
            <strong>Keep an emergency fund.</strong> A few months of expenses set aside means a
            surprise bill does not become a missed EMI.
          </li>
          <li>
            <strong>Check your credit report.</strong> Make sure every loan and card on it is yours
            and the payments are right; ask the bureau to correct mistakes.
          </li>
          <li>
            <strong>Apply for what you need, not everything at once.</strong> A lender's check of
            your application is a hard enquiry; many in a short time can lower your score.
          </li>
          <li>
            <strong>Read the fees.</strong> Joining and annual fees, interest, processing fees and
            late charges are all in the lender's documents.
          </li>
        </ul>
      </Section>

      <Section id="hc-next" heading="When you are ready">
        <p>See which cards fit you, with the reasons, before you apply.</p>
        <div className="gp__cta">
          <AppLink className="button" to="/explore-credit-cards">
            Explore credit cards
          </AppLink>
        </div>
      </Section>
    </ContentPage>
  );
}

interface AmountInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}

function AmountInput({ id, label, value, onChange, error }: AmountInputProps) {
  const parsed = parseRupees(value);
  return (
    <div className="form__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="form__input"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
      />
      {error ? (
        <p id={`${id}-note`} className="form__error">
          {error}
        </p>
      ) : (
        <span id={`${id}-note`} className="form__hint">
          {parsed !== null && parsed > 0 ? formatINR(parsed) : 'In rupees, e.g. 45000'}
        </span>
      )}
    </div>
  );
}
