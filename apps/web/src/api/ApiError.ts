/** What a failed call means to the UI: a status, the spec's `errors`, per-field messages. */
// Fields are `declare`d and assigned in the constructor: class fields would pull the bundler's
// defineProperty helpers into every route (the build targets ES2020).
export class ApiError extends Error {
  declare readonly status: number;
  declare readonly errors: string[];
  declare readonly fields: Record<string, string>;
  /** On 409 (guard or skip-ahead): the route the server wants the user on instead. */
  declare readonly lastLoc: string | null;
  /** The auth calls' flags: a wrong OTP, a sign-up whose details exist, seconds to wait. */
  declare readonly flags: AuthFlags;
  /** The body's `metadata` as sent (e.g. a credit-report refusal's next action and stage ids). */
  declare readonly metadata: Record<string, unknown>;

  constructor(
    status: number,
    errors: string[],
    fields: Record<string, string> = {},
    lastLoc: string | null = null,
    flags: AuthFlags = {},
    metadata: Record<string, unknown> = {},
  ) {
    super(errors.join(' '));
    Object.assign(this, { status, errors, fields, lastLoc, flags, metadata });
  }

  /** Nothing definite came back (network down, 5xx): the same submit may be retried. */
  get retryable(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

export const NETWORK_MESSAGE =
  'We could not reach our server. Please check your connection and try again.';
export const SERVER_MESSAGE = 'Something went wrong on our side. Please try again.';

export interface AuthFlags {
  isInvalidOtp?: boolean;
  userExists?: boolean;
  retryAfter?: number;
}

type Loose = Record<string, unknown> | null | undefined;

/** Maps a non-2xx response (status and parsed JSON body, if any) to an ApiError. */
export function toApiError(status: number, body: unknown): ApiError {
  const record = (body && typeof body === 'object' ? body : null) as Loose;
  const fields: Record<string, string> = {};
  const rawFields = record?.fields as Loose;
  for (const key in rawFields) {
    const message = [rawFields[key]].flat()[0];
    if (typeof message === 'string' && message) fields[key] = message;
  }
  let errors = [record?.errors].flat().filter((e): e is string => typeof e === 'string' && !!e);
  if (!errors.length && typeof record?.message === 'string') errors = [record.message];
  if (!errors.length) errors = Object.values(fields);
  if (!errors.length) errors = [status ? SERVER_MESSAGE : NETWORK_MESSAGE];
  const metadata = (
    record?.metadata && typeof record.metadata === 'object' ? record.metadata : {}
  ) as Record<string, unknown>;
  const lastLoc = metadata.last_loc;
  const flags: AuthFlags = {};
  if (record?.isInvalidOtp === true) flags.isInvalidOtp = true;
  if (record?.userExists === true) flags.userExists = true;
  if (typeof record?.retryAfter === 'number') flags.retryAfter = record.retryAfter;
  const loc = typeof lastLoc === 'string' ? lastLoc : null;
  return new ApiError(status, errors, fields, loc, flags, metadata);
}
