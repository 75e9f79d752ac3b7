import type { Db } from '../db/types.js';
import type { IdfcConfig, IdfcMode } from './idfc/types.js';
import { sandboxInsurer } from './insurers/sandbox.js';
import type { InsurerClient } from './insurers/types.js';
import { type IssuerAdapter, type IssuerAlias, issuersFromEnv } from './issuers/index.js';
import type { IssuerAdapters } from './issuers/types.js';
import { sandboxMailer } from './mailer/sandbox.js';
import type { Mailer } from './mailer/types.js';
import { sandboxNorthernArc } from './northernArc/sandbox.js';
import type { NorthernArcClient } from './northernArc/types.js';
import { type PartnerClients, partnerClientsFromEnv } from './partnerClients.js';
import type { SmsAdapter } from './sms/types.js';

/** The partners buildApp's options may replace (tests, and main's configuration). */
export interface PartnerOptions {
  /** Card issuer adapters replacing the configured ones (ISSUER_<ALIAS>_MODE, sandbox default). */
  issuers?: Partial<Record<IssuerAlias, IssuerAdapter>>;
  /** Partner clients replacing the configured ones (CKYC_MODE, KARZA_MODE; sandbox default). */
  partnerClients?: Partial<PartnerClients>;
  /** IDFC_MODE and its API (decision 022); defaults to the sandbox. */
  idfc?: IdfcMode;
  /** Northern Arc's client (decision 036); defaults to its sandbox. */
  northernArc?: NorthernArcClient;
  /** The insurer issuing the insurance journeys' policies (decision 048); the sandbox by default. */
  insurer?: InsurerClient;
  /** Sends the e-mail brochure (decision 054); the in-memory sandbox by default outside production. */
  mailer?: Mailer;
}

/** What the partners' sandboxes and configurations are built with. */
export interface PartnerBase {
  db: Db;
  now: () => Date;
  sms: SmsAdapter;
  production: boolean;
  publicOrigin?: string | undefined;
}

/** Every partner the API talks to, each built once per app (a sandbox keeps its own state). */
export interface Partners extends PartnerClients {
  issuers: IssuerAdapters;
  /** The IDFC calls and e-mandate are made with this configuration (decision 022). */
  idfc: IdfcConfig;
  northernArc: NorthernArcClient;
  /** The sandbox insurer issues no real policy: none in production unless one is given. */
  insurer: InsurerClient | null;
  /** Production has no mailer yet, so it e-mails no brochure (decision 054). */
  mailer: Mailer | null;
}

/** The partners as the environment and the options configure them. */
export function partnersOf(
  env: Record<string, string | undefined>,
  options: PartnerOptions,
  base: PartnerBase,
): Partners {
  const { db, now, sms, production, publicOrigin } = base;
  return {
    ...partnerClientsFromEnv(env, options.partnerClients),
    issuers: issuersFromEnv(env, options.issuers),
    idfc: { idfc: options.idfc ?? { mode: 'sandbox' }, db, now, sms, publicOrigin },
    northernArc: options.northernArc ?? sandboxNorthernArc({ sms, publicOrigin }),
    insurer: options.insurer ?? (production ? null : sandboxInsurer({ now })),
    mailer: options.mailer ?? (production ? null : sandboxMailer()),
  };
}
