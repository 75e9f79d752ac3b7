import type { CompanyIdentity } from '@tara/core/company';

/** The support mailbox as a mail link; an ellipsis while the company's identity loads. */
export function SupportEmailLink({
  company,
  className,
}: {
  company: Pick<CompanyIdentity, 'supportEmail'> | null;
  className?: string;
}) {
  if (!company) return '…';
  return (
    <a className={className} href={`mailto:${company.supportEmail}`}>
      {company.supportEmail}
    </a>
  );
}
