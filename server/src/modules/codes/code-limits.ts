/**
 * One-time codes per client address: enough for a class registering in one lesson from its school's
 * one address, little for a client spraying codes at many numbers (each costs an SMS or an e-mail).
 * Each phone or e-mail is limited on its own as well (one a minute, a few a day). The committee
 * multiplies the address limits for a school's address (address allowances).
 */
export const codeLimits = {
  perMinute: { limit: 60, windowSeconds: 60 },
  perDay: 200,
}
