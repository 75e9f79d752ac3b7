import type { Tx } from '../../db/types.js';
import { linkConsents } from '../consents/data.js';
import { userPatchFromAnswers } from '../users/checkUser.js';
import { findUserByMobile, insertUser, markVerified, type UserRow } from '../users/data.js';
import { type LeadRow, saveLead } from './data.js';

/**
 * A mobile proved by the lead's OTP (decision 028): its user is found, or created verified
 * with the lead's name, and the lead (and the consents recorded on it) linked to that user, so
 * the applicant who logs in with that mobile finds the application. A merely typed mobile
 * never gets here: it neither links nor verifies.
 */
export async function linkVerifiedUser(
  tx: Tx,
  lead: Pick<LeadRow, 'id' | 'answers' | 'visitorId'>,
  mobile: string,
  now: Date,
): Promise<UserRow> {
  const found = await findUserByMobile(tx, mobile);
  const user = found
    ? ((await markVerified(tx, found.id, now)) ?? found)
    : ((await insertUser(tx, {
        ...userPatchFromAnswers(lead.answers),
        mobile,
        isVerified: true,
        createdByVisitorId: lead.visitorId,
        now,
      })) ?? (await findUserByMobile(tx, mobile)));
  if (!user) throw new Error('user vanished after a conflicting insert');
  await saveLead(tx, lead.id, { userId: user.id, verifiedMobile: mobile, updatedAt: now });
  await linkConsents(tx, lead.id, user.id);
  return user;
}
