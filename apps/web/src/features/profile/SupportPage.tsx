import { useCompany } from '../../api/useCompany';
import { AppLink } from '../../app/AppLink';
import { SandboxNote } from '../../lib/SandboxNote';
import { SupportEmailLink } from '../../lib/SupportEmailLink';
import { ProfileLayout, WithProfileUser } from './ProfileLayout';
import { PROFILE_TITLES } from './titles';

/** Support: the mailbox, phone and hours, what to write, and what we never ask for. */
export function SupportPage() {
  const { company } = useCompany();
  return (
    <ProfileLayout heading={PROFILE_TITLES.support}>
      <WithProfileUser>
        {() => (
          <>
            <section className="profile__card" aria-labelledby="support-write">
              <h2 id="support-write">Write to us</h2>
              <SandboxNote company={company} />
              <p>
                <SupportEmailLink className="profile__mail" company={company} />
              </p>
              <p>Phone: {company?.supportPhone ?? '…'}</p>
              <p>We answer {company?.supportHours ?? '…'}.</p>
              <p>
                Please mention the last four digits of your mobile number and which application your
                question is about.
              </p>
            </section>
            <section className="profile__card" aria-labelledby="support-safe">
              <h2 id="support-safe">Stay safe</h2>
              <p>
                We will never ask for your OTP, card PIN, CVV or net-banking password, by e-mail,
                call or message. Do not share them with anyone who says they are from Tara or from a
                bank.
              </p>
            </section>
            <section className="profile__card" aria-labelledby="support-more">
              <h2 id="support-more">Quick answers</h2>
              <p>
                Many questions are answered in our{' '}
                <AppLink to="/help-and-faqs">help and FAQs</AppLink>. Complaints can go to our
                Grievance Officer, named in the <AppLink to="/terms">terms of use</AppLink>.
              </p>
            </section>
          </>
        )}
      </WithProfileUser>
    </ProfileLayout>
  );
}
