/**
 * Sign-ins per client address. Every attempt costs an Argon2 check, so all attempts are bounded, but
 * high enough for a school hall behind one address with its typos and second tries. Failed sign-ins
 * from an address that no later sign-in from it made good (what a guesser makes) are counted; past
 * `failures.limit` the address is asked for the captcha (sign-in-guard.ts). Wrong passwords are also
 * limited per account (credentials.ts). The committee multiplies both for a school's address (address
 * allowances).
 */
export const loginLimits = {
  attempts: { limit: 600, windowSeconds: 60 },
  failures: { limit: 50, windowSeconds: 15 * 60 },
}
