import type {
  EwMineResponse,
  EwOneResponse,
  EwPayOfflineBody,
  Warranty,
} from '@tara/core/contract';
import { request } from './request';

// The extended warranty's calls (spec 03 §7, EW-04; decision 044). The answers' types are
// core's contract, the API's schemas checked against them.

export type { EwPayOfflineBody, Warranty } from '@tara/core/contract';

/** GET /ew/mine: the signed-in user's warranties, newest first. */
export const ewMine = (): Promise<Warranty[]> =>
  request<EwMineResponse>('ew/mine').then((res) => res.data.results);

/** POST /ew/pay/offline (EW-04): records the payment of an active warranty. */
export const ewPayOffline = (body: EwPayOfflineBody): Promise<Warranty> =>
  request<EwOneResponse>('ew/pay/offline', { method: 'POST', body }).then(
    (res) => res.data.results,
  );
