import type { CompanyIdentity } from '@tara/core/company';
import './sandboxNote.css';

/**
 * The sandbox's label (decision 079): when the company's identity is the sample one, the page
 * says so where it prints it. Nothing for a configured company.
 */
export function SandboxNote({ company }: { company: Pick<CompanyIdentity, 'sandbox'> | null }) {
  if (!company?.sandbox) return null;
  return (
    <p className="sandbox-note" role="note">
      Sandbox: sample company details. This is a test site, not a real company: do not write to
      these addresses.
    </p>
  );
}
