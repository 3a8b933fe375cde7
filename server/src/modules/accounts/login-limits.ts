/**
 * Sign-ins per client address. Every attempt costs an Argon2 check, so all attempts are bounded, but
 * high enough for a school hall behind one address; failed attempts (what a guesser makes) are limited
 * much lower. Wrong passwords are also limited per account (credentials.ts). The committee multiplies
 * both for a school's address (address allowances).
 */
export const loginLimits = {
  attempts: { limit: 300, windowSeconds: 60 },
  failures: { limit: 50, windowSeconds: 15 * 60 },
}
