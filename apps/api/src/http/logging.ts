import type { FastifyInstance, FastifyServerOptions } from 'fastify';

// Keys whose values never reach a log line, at any of the first three levels.
const SECRET_KEYS = [
  'pan',
  'pancard',
  'aadhaar',
  'aadhar',
  'aadharnumber',
  'mobile',
  'altMobile',
  'email',
  'account',
  'bankAccountNo',
  'accountNumber',
  'password',
  'otp',
  'code',
  'token',
  'tokenHash',
  'codeHash',
  'encodedData',
  'first_name',
  'middle_name',
  'last_name',
  'firstname',
  'lastname',
  'name',
];

export const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'headers.cookie',
  'headers.authorization',
  'res.headers["set-cookie"]',
  'cookies',
  '*.cookies',
  'headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]),
];

export type LoggerOption = boolean | { level?: string; stream?: NodeJS.WritableStream };

/** pino settings for Fastify: no bodies, secrets redacted, one line per request. */
export function loggerOptions(option: LoggerOption | undefined): FastifyServerOptions['logger'] {
  if (!option) return false;
  const { level = 'info', stream } = option === true ? {} : option;
  return {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}

/** Replaces Fastify's request logs (which carry the URL and its query) with method, route, status, duration. */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
}
