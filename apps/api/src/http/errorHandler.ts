import type { ErrorBody } from '@tara/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, SERVER_ERROR } from './errors.js';
import { isApi } from './security.js';

interface ValidationIssue {
  instancePath: string;
  message: string;
}

/**
 * One error shape for every failure: `{ errors, fields? }`. Bad input is a 4xx (schema → 422,
 * unreadable JSON → 400, too large → 413); only a real bug is a 500 'Server error occured'.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(422).send(validationBody(error.validation as ValidationIssue[]));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'Malformed JSON' : error.message;
      return reply.code(status).send({ errors: [message] } satisfies ErrorBody);
    }
    // Under `error`, not `err`: pino's err serializer would overwrite `type` with 'Object'.
    request.log.error({ error: safeError(error) }, 'request failed');
    return reply.code(500).send({ errors: [SERVER_ERROR] } satisfies ErrorBody);
  });
}

/** Unknown routes: JSON 404 under /api (the SPA fallback handles the rest when enabled). */
export function apiNotFound(url: string): ErrorBody | null {
  return isApi(url.split('?')[0] ?? '') ? { errors: ['Not found'] } : null;
}

function validationBody(issues: ValidationIssue[]): ErrorBody {
  const fields: Record<string, string> = {};
  const errors: string[] = [];
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = /received undefined$/.test(issue.message) ? 'Required' : issue.message;
    if (path && !(path in fields)) fields[path] = message;
    errors.push(path ? `${path}: ${message}` : message);
  }
  return Object.keys(fields).length > 0 ? { errors, fields } : { errors };
}

/**
 * What of a real bug may be logged: its type, code and stack frames. A query error's message
 * carries its parameters (answers, mobiles), so only its first line, cut short, is kept.
 */
export function safeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const cause = error.cause instanceof Error ? safeError(error.cause) : undefined;
  const frames = (error.stack ?? '').split('\n').filter((l) => l.trimStart().startsWith('at '));
  return {
    type: error.name,
    code: (error as { code?: unknown }).code,
    message: error.message.split('\n')[0]?.slice(0, 120),
    stack: frames.slice(0, 8).join('\n'),
    ...(cause ? { cause } : {}),
  };
}
