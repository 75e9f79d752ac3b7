import type { LeadView } from '@tara/core/contract';
import type { JourneyDef } from '@tara/core/engine';
import { AppLink } from '../app/AppLink';
import { TaraQuestion } from './TaraQuestion';

interface JourneyEndProps {
  def: JourneyDef;
  lead: LeadView;
}

/**
 * The journey's last screen (e.g. `business-loan/idfc/disbursal-status`): the exit's message
 * when it left by one (a rejection), else that the application is complete.
 */
export function JourneyEnd({ def, lead }: JourneyEndProps) {
  const exited = lead.status === 'exited' && lead.exit;
  const title = exited
    ? (lead.exit?.message ?? 'This application is closed.')
    : (def.finalMessage ?? `Congratulations! Your ${def.title} application is complete.`);
  const info = exited
    ? ['You can see this application in your profile.']
    : ['The lender reviews it and contacts you about the next steps.'];
  return (
    <div className="journey">
      <TaraQuestion title={title} info={info} />
      <p>
        <AppLink className="button button--secondary" to="/">
          Back to home
        </AppLink>
      </p>
    </div>
  );
}

/** True when `stepId` is the last segment of the journey's final route or of one of its exits. */
export function isEndRoute(def: JourneyDef, stepId: string): boolean {
  const routes = [def.finalRoute, ...Object.values(def.exits ?? {}).map((e) => e.route)];
  return routes.some((route) => route === `${def.prefix}/${stepId}`);
}
