import { useEffect, useState } from 'react';
import { type MembershipMine, membershipMine } from './paymentsApi';

export type MineState =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'ready'; mine: MembershipMine };

/**
 * The session user's memberships and coins, for the pages that show them (one request; asked
 * again when `version` changes, after something was spent or bought).
 */
export function useMembershipMine(version = 0): MineState {
  const [state, setState] = useState<MineState>({ kind: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reason to ask again
  useEffect(() => {
    let live = true;
    membershipMine()
      .then((mine) => live && setState({ kind: 'ready', mine }))
      .catch(() => live && setState({ kind: 'error' }));
    return () => {
      live = false;
    };
  }, [version]);
  return state;
}
