import { AppLink } from '../../app/AppLink';
import { SUPPORT_EMAIL, SUPPORT_HOURS } from '../../lib/support';
import { ProfileLayout, WithProfileUser } from './ProfileLayout';
import { PROFILE_TITLES } from './titles';

/** Support: the mailbox and its hours, what to write, and what we never ask for. */
export function SupportPage() {
  return (
    <ProfileLayout heading={PROFILE_TITLES.support}>
      <WithProfileUser>
        {() => (
          <>
            <section className="profile__card" aria-labelledby="support-write">
              <h2 id="support-write">Write to us</h2>
              <p>
                <a className="profile__mail" href={`mailto:${SUPPORT_EMAIL}`}>
                  {SUPPORT_EMAIL}
                </a>
              </p>
              <p>We answer {SUPPORT_HOURS}.</p>
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
