// The credit-report flow's next actions (spec 01 §4, inventory CR-10…CR-18): the server's
// `metadata.next_action` on a refused pull says what the client shows next.

export const NEXT_ACTION = {
  goHome: 1,
  getScore: 2,
  verifyMobile: 3,
  none: 4,
  editMobile: 5,
  editEmail: 6,
  editMobileAndEmail: 7,
  changeRoute: 8,
  editAll: 9,
} as const;
export type NextAction = (typeof NEXT_ACTION)[keyof typeof NEXT_ACTION];

/** What the self-pull screen does for a next action. */
export type NextScreen =
  | { kind: 'home' }
  /** Stage two: confirm with the bureau (`/credit-report/experian/masked/auth`). */
  | { kind: 'confirm' }
  /** An OTP to the mobile being used (`/user/otp` type 5, authType 5). */
  | { kind: 'verifyMobile' }
  /** The form again with these fields open to edit; the rest read-only. */
  | { kind: 'edit'; fields: readonly SelfPullEditable[] }
  | { kind: 'route'; path: string }
  | { kind: 'stay' };

export type SelfPullEditable =
  | 'mobile'
  | 'email'
  | 'firstname'
  | 'middlename'
  | 'lastname'
  | 'pancard';

const ALL: readonly SelfPullEditable[] = [
  'firstname',
  'middlename',
  'lastname',
  'mobile',
  'email',
  'pancard',
];

const IDENTITY: readonly SelfPullEditable[] = ['firstname', 'middlename', 'lastname', 'pancard'];

/**
 * The screen of a next action. `path` is the route an action 8 names; one that names
 * `credit-report/fetch` becomes the self-pull (CR-09).
 */
export function nextScreen(action: number, path?: string): NextScreen {
  switch (action) {
    case NEXT_ACTION.goHome:
      return { kind: 'home' };
    case NEXT_ACTION.getScore:
      return { kind: 'confirm' };
    case NEXT_ACTION.verifyMobile:
      return { kind: 'verifyMobile' };
    case NEXT_ACTION.none:
      // "No action (mobile and e-mail editing off)": the bureau questions who the details
      // describe, which a new mobile or e-mail cannot answer; only the name and PAN stay open.
      return { kind: 'edit', fields: IDENTITY };
    case NEXT_ACTION.editMobile:
      return { kind: 'edit', fields: ['mobile'] };
    case NEXT_ACTION.editEmail:
      return { kind: 'edit', fields: ['email'] };
    case NEXT_ACTION.editMobileAndEmail:
      return { kind: 'edit', fields: ['mobile', 'email'] };
    case NEXT_ACTION.changeRoute:
      return path ? { kind: 'route', path: selfPullPath(path) } : { kind: 'stay' };
    case NEXT_ACTION.editAll:
      return { kind: 'edit', fields: ALL };
    default:
      return { kind: 'stay' };
  }
}

/** CR-09: a next action containing credit-report/fetch is the self-pull. */
export function selfPullPath(path: string): string {
  return path.includes('credit-report/fetch') ? '/credit-report/self-pull' : path;
}
