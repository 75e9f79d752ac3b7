import type { ComponentProps } from 'react';
import { ApplicationsStatus } from './ApplicationList';
import { ProfileLayout, WithProfileUser } from './ProfileLayout';
import { SentApplications } from './SentApplications';
import { useCardApplications } from './useCardApplications';

interface ApplicationsPageProps {
  heading: string;
  /** The sentence under the heading. */
  intro: string;
  /** Also list the applications already sent to a bank. */
  withSent?: boolean;
  /** The journeys' applications once loaded. */
  children: ComponentProps<typeof ApplicationsStatus>['children'];
}

/** A profile page of the user's card applications: the intro, then the loaded applications. */
export function ApplicationsPage({ heading, ...props }: ApplicationsPageProps) {
  return (
    <ProfileLayout heading={heading}>
      <WithProfileUser>{() => <Applications {...props} />}</WithProfileUser>
    </ProfileLayout>
  );
}

function Applications({
  intro,
  withSent = false,
  children,
}: Omit<ApplicationsPageProps, 'heading'>) {
  const { state, retry } = useCardApplications();
  return (
    <>
      <p className="profile__intro">{intro}</p>
      {withSent && <SentApplications />}
      <ApplicationsStatus state={state} retry={retry}>
        {children}
      </ApplicationsStatus>
    </>
  );
}
