import type { ReactNode } from 'react';
import type { MembershipMine } from '../../api/paymentsApi';
import { useMembershipMine } from '../../api/useMembershipMine';
import { PageLoading } from '../../app/PageLoading';
import { ProfileLayout } from './ProfileLayout';

/** A profile page of the user's memberships and coins: loading, its failure, then `children`. */
export function MembershipMinePage({
  heading,
  failure,
  children,
}: {
  heading: string;
  /** The failure's whole sentence. */
  failure: string;
  children: (mine: MembershipMine) => ReactNode;
}) {
  const state = useMembershipMine();
  return (
    <ProfileLayout heading={heading}>
      {state.kind === 'loading' && <PageLoading />}
      {state.kind === 'error' && (
        <p className="notice notice--error" role="alert">
          {failure}
        </p>
      )}
      {state.kind === 'ready' && children(state.mine)}
    </ProfileLayout>
  );
}
