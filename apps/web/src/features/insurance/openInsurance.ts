import { type InsuranceEntryQuery, insuranceInitRuns } from '@tara/core/insurance';
import { getCurrentLead, resetLead, saveLead } from '../../api/leadsApi';
import { type EntryTarget, FORM_RESET_KEY } from './entryTarget';

/** The session key of the app's entry query (the init's "query object"; no mobile in it). */
export const QUERY_OBJECT_KEY = 'queryObj';

const session = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * Opens an insurance journey from its entry link (spec 03 §2, decision 048): the form is reset
 * once per session; the init (app version 71+ with am=1 and tm=1, or a partner) keeps the query
 * object; a plan in the link is saved as the plan step's answer and the journey opens at step1,
 * else at its first step. Init errors are ignored: the journey opens at its first step.
 * Answers the path to open.
 */
export async function openInsurance(
  target: EntryTarget,
  query: InsuranceEntryQuery,
): Promise<string> {
  const store = session();
  const first = `/${target.prefix}/${target.first}`;
  try {
    if (store && store.getItem(FORM_RESET_KEY) !== '1') {
      store.setItem(FORM_RESET_KEY, '1');
      await resetLead(target.prefix);
    }
    if (store && insuranceInitRuns(query)) {
      const { am, appVersion, tm, partnerId, instrumentId, plan, prettyName } = query;
      store.setItem(
        QUERY_OBJECT_KEY,
        JSON.stringify({ am, appVersion, tm, partnerId, instrumentId, plan, prettyName }),
      );
    }
    if (target.plan === null) return first;
    const lead = await getCurrentLead(target.prefix);
    const body = {
      journey: target.prefix,
      step: target.first,
      insurancePremiumPlan: target.plan,
      ...(lead ? { leadId: lead.lead_id } : {}),
    };
    await saveLead(lead ? 'update' : 'add', body, crypto.randomUUID());
    return `/${target.prefix}/step1`;
  } catch {
    return first;
  }
}
