import { PROVIDER_BY_ALIAS } from '@tara/core';
import { type SandboxWords, sandboxDecision, sandboxStatus } from './sandbox.js';
import type { IssuerAdapter, IssuerAlias, IssuerApplication } from './types.js';

export interface IssuerDefinition {
  alias: IssuerAlias;
  /** The issuer's status words (what its API would send back). */
  words: SandboxWords;
  payload(application: IssuerApplication): Record<string, unknown>;
}

/** The issuer's adapter in sandbox mode: its real payload, the sandbox's decision. */
export function sandboxAdapter(definition: IssuerDefinition): IssuerAdapter {
  const { alias, words } = definition;
  return {
    alias,
    providerId: PROVIDER_BY_ALIAS[alias],
    mode: 'sandbox',
    payload: definition.payload,
    async submit(application) {
      // The payload is built as the live adapter would, so a mapping bug shows in the sandbox.
      definition.payload(application);
      return sandboxDecision(alias, words, application);
    },
    async status(query) {
      return sandboxStatus(words, query);
    },
  };
}
