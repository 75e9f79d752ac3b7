/** The wait bubble: what the step waits for (its call's `wait.message`), then what to expect. */
export function waitText(message: string | undefined): string {
  const what = message?.trim() || 'Waiting for the answer.';
  return `${what} This page moves on by itself; you may also come back later.`;
}
