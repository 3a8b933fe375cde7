import os from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
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

/**
 * How long checks wait after a live push begins: the push to ten thousand students takes the
 * server's cores for a few hundred milliseconds, and a login a second later is not noticed.
 */
const PUSH_FIRST_MS = 1000
let heldUntil = 0

/**
 * A push to an exam's students goes first: checks not yet started wait until `ms` from now (the one
 * running finishes, tens of milliseconds). Their order is kept.
 */
export function holdPasswordChecks(ms = PUSH_FIRST_MS) {
  heldUntil = Math.max(heldUntil, Date.now() + ms)
}

/** Runs `work` in its turn, once no push holds the checks. */
const inTurn = <T>(work: () => Promise<T>) =>
  argon2Turn(async () => {
    for (let wait = heldUntil - Date.now(); wait > 0; wait = heldUntil - Date.now()) await sleep(wait)
    return work()
  })

/** Argon2id with the library's defaults (19 MiB, 2 passes): slow enough for stored passwords. */
export const hashPassword = (password: string) => inTurn(() => hash(password))

/**
 * `whenTurnComes` runs when the check's turn has come, before any Argon2 work: a sign-in that waited
 * through a rush may by then be refused without costing a check (see sign-in-guard.ts).
 */
export const checkPassword = (passwordHash: string, password: string, whenTurnComes?: () => Promise<void>) =>
  inTurn(async () => {
    await whenTurnComes?.()
    return verify(passwordHash, password).catch(() => false)
  })

/** How many checks are running (or held, holding their place) and how many wait their turn. */
export const argon2Queue = () => ({ running: argon2Turn.activeCount, waiting: argon2Turn.pendingCount })
