import { coverName, formatDate, formatPaise, planById, premiumWithGstText } from '@tara/core';
import type { PolicyRow } from './data.js';
import { opdDataOf } from './opdDisplay.js';

/** The policy document's link (spec 03 §3 `metadata.policy_download_link`). */
export const policyDocumentPath = (id: string): string => `/api/insurances/policy/${id}/document`;

export const POLICY_STATUS = {
  quoted: 'Awaiting payment',
  paid: 'Processing',
  issuing: 'Processing',
  issued: 'Issued',
  failed: 'Failed',
} as const;

export const ISSUED_TITLE = 'Congratulations! Your policy is issued';
export const PROCESSING_TITLE = 'Payment received. Your policy is being issued';
export const FAILED_TITLE = 'We could not issue your policy';
export const POLICY_FOOTER =
  "The insurer's policy wording governs the cover. Keep your policy number for any claim.";

/**
 * The lead-creation answer's `display_data` (spec 03 §3): title, body with its pointers and
 * footer, the policy number, its validity, its status and its download link, as
 * `insurance/congrates` shows it; `policyFailed` when the insurer did not issue it.
 */
export function displayDataOf(policy: PolicyRow) {
  const plan = planById(policy.planId);
  const product = coverName(policy.product);
  const issued = policy.state === 'issued';
  const validity =
    policy.startDate && policy.endDate
      ? `${formatDate(policy.startDate)} to ${formatDate(policy.endDate)}`
      : null;
  const pointers = [
    { title: 'Insurer', value: plan?.insurerName ?? policy.insurer },
    { title: 'Sum insured', value: formatPaise(policy.sumInsuredPaise) },
    {
      title: 'Premium paid',
      value: plan
        ? premiumWithGstText(
            { ...plan, premiumPaise: policy.premiumPaise },
            { journey: policy.journey, boughtOn: policy.createdAt },
          )
        : formatPaise(policy.premiumPaise),
    },
    ...(issued && policy.policyNumber
      ? [{ title: 'Policy number', value: policy.policyNumber }]
      : []),
    ...(validity ? [{ title: 'Period of cover', value: validity }] : []),
  ];
  return {
    title:
      policy.state === 'issued'
        ? ISSUED_TITLE
        : policy.state === 'failed'
          ? FAILED_TITLE
          : PROCESSING_TITLE,
    header: product,
    body: {
      title: product,
      pointers,
      footer: POLICY_FOOTER,
      ...(policy.product === 'instaOpd' ? { opd_data: opdDataOf(policy) } : {}),
    },
    name: product,
    policy_number: issued ? policy.policyNumber : null,
    valid_till: issued && policy.endDate ? formatDate(policy.endDate) : null,
    status: POLICY_STATUS[policy.state],
    policy_download_link: issued ? policyDocumentPath(policy.id) : null,
    policyFailed: policy.state === 'failed',
    failure: policy.state === 'failed' ? policy.failure : null,
  };
}

export type DisplayData = ReturnType<typeof displayDataOf>;
