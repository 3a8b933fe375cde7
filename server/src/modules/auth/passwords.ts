import os from 'node:os'
import { hash, verify } from '@node-rs/argon2'
import pLimit from 'p-limit'

/**
 * Argon2id checks at once: one fewer than the machine's cores, at least one. Each check takes a core
 * for tens of milliseconds; in a sign-in rush just before a semi-final, hundreds of them at once
 * would take every core from the event loop that pushes the judge's questions and takes the answers.
 * Checks beyond the limit wait their turn in the order they came, so logins are served at the
 * machine's pace, first come first served.
 */
const ARGON2_AT_ONCE = Math.max(1, os.availableParallelism() - 1)
const argon2Turn = pLimit(ARGON2_AT_ONCE)

/** Argon2id with the library's defaults (19 MiB, 2 passes): slow enough for stored passwords. */
export const hashPassword = (password: string) => argon2Turn(() => hash(password))
export const checkPassword = (passwordHash: string, password: string) =>
  argon2Turn(() => verify(passwordHash, password)).catch(() => false)

/** How many checks are running and how many wait their turn. */
export const argon2Queue = () => ({ running: argon2Turn.activeCount, waiting: argon2Turn.pendingCount })
