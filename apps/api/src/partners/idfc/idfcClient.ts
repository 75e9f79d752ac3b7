import { liveIdfc } from './live.js';
import { sandboxIdfc } from './sandbox.js';
import type { IdfcClient, IdfcConfig } from './types.js';

/** The bank as configured: its API (IDFC_MODE=live) or the sandbox (the default). */
export function idfcClient(config: IdfcConfig): IdfcClient {
  if (config.idfc.mode === 'live') return liveIdfc(config.idfc);
  return sandboxIdfc({ sms: config.sms, publicOrigin: config.publicOrigin });
}
