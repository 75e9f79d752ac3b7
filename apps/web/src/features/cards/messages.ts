import { ApiError, SERVER_MESSAGE } from '../../api/ApiError';

/** What a failed call says to the user: the server's errors, else a plain sentence. */
export function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : SERVER_MESSAGE;
}
