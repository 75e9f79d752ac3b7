/** The card issuer's terms, opened in a new tab from the last check before sending. */
export function IssuerTermsLink({ issuer, href }: { issuer: string; href: string }) {
  return (
    <p className="link-line">
      <a href={href} target="_blank" rel="noopener noreferrer">
        {issuer}’s terms and conditions (opens in a new tab)
      </a>
    </p>
  );
}
