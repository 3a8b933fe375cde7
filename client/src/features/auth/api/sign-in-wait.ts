/**
 * How long a sign-in call may take. In the minutes before a semi-final the server checks passwords a
 * few at a time, in the order they came, so a login can wait its turn well past the usual 10 s.
 */
export const SIGN_IN_TIMEOUT_MS = 60_000
