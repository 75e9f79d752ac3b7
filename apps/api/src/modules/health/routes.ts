import type { Fits, HealthResponse } from '@tara/core/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/types.js';

const HealthSchema = z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) });

export const healthRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['health'],
          operationId: 'health',
          summary: 'Health check (the database answers)',
          response: { 200: HealthSchema },
        },
      },
      async () => {
        await database.db.execute(sql`SELECT 1`);
        return { status: 'ok' as const, db: database.kind };
      },
    );
  };

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [Fits<z.output<typeof HealthSchema>, HealthResponse>] = [true];
