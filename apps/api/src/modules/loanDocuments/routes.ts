import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LeadDeps } from '../leads/service.js';

export const loanDocumentRoutes =
  (_deps: LeadDeps): FastifyPluginAsyncZod =>
  async () => {};
