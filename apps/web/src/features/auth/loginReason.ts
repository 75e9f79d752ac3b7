/**
 * Why the login page is shown (issue 22 §5): a buyer sent here on the way to paying is told
 * why a login is needed and that they come back; anyone else sent from a page that needs a
 * login is told they come back to it. Null when the login was opened on its own.
 */
export function loginReason(gotoPath: string | null): string | null {
  if (!gotoPath) return null;
  const path = gotoPath.split('?')[0] ?? '';
  if (PAYING.some((prefix) => path.startsWith(prefix))) {
    return (
      'Log in with your mobile number to pay. Your purchase, its documents and its receipt are ' +
      'kept in your account, which only you can open. After you log in you come straight back ' +
      'to the payment; your answers are kept.'
    );
  }
  return 'Log in with your mobile number to continue. After you log in you come back to where you were.';
}

/** The pages where a buyer pays (the purchase pages of decision 028's login rule). */
const PAYING = [
  '/payment',
  '/insurance/congrates',
  '/insurance/congrats',
  '/ew/pay',
  '/membership',
];
