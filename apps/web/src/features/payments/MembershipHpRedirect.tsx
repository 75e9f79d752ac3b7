import { Redirect } from '../../app/Redirect';

/** `membership/hp` (HP-02): the hp membership journey, which resumes where the user left it. */
export function MembershipHpRedirect() {
  return <Redirect to="/hp" />;
}
