import { creditReportErrorText, nextScreen, type SelfPullEditable } from '@tara/core/creditReport';

// What the self-pull screen shows after the server refused a pull (spec 01 §4, CR-08…CR-21):
// the next action picks the screen, the stage ids are kept for the next call, the text is the
// masked-mobile message or the errors.

/** The refusal as the client got it: status, errors, and the body's metadata. */
export interface PullRefusal {
  status: number;
  errors: readonly string[];
  metadata: Record<string, unknown>;
}

export interface StageIds {
  stageOneId?: string;
  stageTwoId?: string;
}

export type PullView =
  /** The form; `editable` null means every field, else only these (the rest read-only). */
  | { kind: 'form'; editable: readonly SelfPullEditable[] | null; details: boolean }
  | { kind: 'verifyMobile' }
  | { kind: 'confirm' }
  | { kind: 'home' };

export interface AfterRefusal {
  view: PullView;
  message: string;
  ids: StageIds;
  /** Next action 8: the route to open (e.g. step-3's extra details). */
  route: string | null;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

export function afterRefusal(refusal: PullRefusal, current: PullView, ids: StageIds): AfterRefusal {
  const { metadata } = refusal;
  const message = creditReportErrorText(refusal.status, {
    errors: [...refusal.errors],
    metadata: { masked_mobiles_message: text(metadata.masked_mobiles_message) ?? '' },
  });
  const kept: StageIds = {
    ...ids,
    ...(text(metadata.stgOneHitId) ? { stageOneId: text(metadata.stgOneHitId) } : {}),
    ...(text(metadata.stgTwoHitId) ? { stageTwoId: text(metadata.stgTwoHitId) } : {}),
  };
  const action = typeof metadata.next_action === 'number' ? metadata.next_action : null;
  if (action === null) return { view: current, message, ids: kept, route: null };
  const screen = nextScreen(action, text(metadata.next_path));
  switch (screen.kind) {
    case 'home':
      return { view: { kind: 'home' }, message, ids: kept, route: null };
    case 'confirm':
      return { view: { kind: 'confirm' }, message, ids: kept, route: null };
    case 'verifyMobile':
      return { view: { kind: 'verifyMobile' }, message, ids: kept, route: null };
    case 'edit':
      return {
        view: { kind: 'form', editable: screen.fields, details: formDetails(current) },
        message,
        ids: kept,
        route: null,
      };
    case 'route':
      return { view: current, message, ids: kept, route: screen.path };
    default:
      return { view: current, message, ids: kept, route: null };
  }
}

function formDetails(view: PullView): boolean {
  return view.kind === 'form' && view.details;
}

/** The native app's version from which the self-pull takes theme mode 1 (spec 01 §9, CR-25). */
export const THEME_MODE_APP_VERSION = 51;

/**
 * Whether the self-pull adds theme mode 1's room for the app's bottom bar itself: in the app
 * from version 51, unless the landing URL's `tm=1` already made the shell add it.
 */
export function selfPullThemeMode(flags: {
  am: boolean;
  tm: boolean;
  appVersion: number | null;
}): boolean {
  return (
    flags.am && !flags.tm && flags.appVersion !== null && flags.appVersion >= THEME_MODE_APP_VERSION
  );
}
