// The benches' HTTP client: a JSON POST (with the session cookie) and a verified user signed
// up with the sandbox outbox's code.

/** A verified user, signed up with the sandbox outbox's code; its session cookie. */
export async function signUp(baseUrl: string, mobile: string): Promise<string> {
  const sent = await post(baseUrl, '/api/user/otp', {
    mobile,
    type: 1,
    first_name: 'Asha',
    last_name: 'Verma',
  });
  if (!sent.ok) throw new Error(`sign-up OTP refused: ${sent.status} ${await sent.text()}`);
  const sms = await fetch(`${baseUrl}/api/sandbox/sms?mobile=${mobile}`);
  const text = ((await sms.json()) as { data: { results: { text: string }[] } }).data.results[0]
    ?.text;
  const otp = text?.match(/^(\d{6}) /)?.[1];
  if (!otp) throw new Error('no sign-up OTP in the outbox');
  const res = await post(baseUrl, '/api/user/register', {
    mobile,
    otp,
    first_name: 'Asha',
    last_name: 'Verma',
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export function post(baseUrl: string, path: string, body: unknown, cookie?: string) {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
