import { sandboxIssuers } from '../partners/issuers/index.js';
import type {
  IssuerAdapter,
  IssuerAdapters,
  IssuerApplication,
} from '../partners/issuers/types.js';

/**
 * The sandbox issuers, each calling `before` with every application it is sent (to record it,
 * hold it or fail it by throwing), then deciding as the sandbox does.
 */
export function watchedIssuers(
  before: (adapter: IssuerAdapter, application: IssuerApplication) => Promise<void> | void,
): IssuerAdapters {
  return Object.fromEntries(
    Object.values(sandboxIssuers).map((adapter): [string, IssuerAdapter] => [
      adapter.alias,
      {
        ...adapter,
        submit: async (application: IssuerApplication) => {
          await before(adapter, application);
          return adapter.submit(application);
        },
      },
    ]),
  ) as IssuerAdapters;
}
