import { LOGIN_CODE_PROOF_SECONDS } from '@spell/shared/api/accounts/code-proof'
import { AppError } from '../../http/app-error'
import type { KeyValueStore } from '../../kv/key-value-store'
import { checkCode } from './codes.service'

/**
 * A sign-in by SMS code proves the teacher's phone for a few minutes: the steps that follow at once
 * (paper application, paid sign-up) take it instead of a second code of the same phone.
 */
const proofKey = (userId: number) => `code-proof:${userId}`

export async function recordLoginProof(store: KeyValueStore, userId: number, phone: string) {
  const validUntil = new Date(Date.now() + LOGIN_CODE_PROOF_SECONDS * 1000).toISOString()
  await store.set(proofKey(userId), JSON.stringify({ phone, validUntil }), LOGIN_CODE_PROOF_SECONDS)
}

/** The phone the user's sign-in proved and until when, or null once that has lapsed. */
export async function loginProofOf(store: KeyValueStore, userId: number) {
  const raw = await store.get(proofKey(userId))
  if (!raw) return null
  const proof = JSON.parse(raw) as { phone: string; validUntil: string }
  return Date.parse(proof.validUntil) > Date.now() ? proof : null
}

/**
 * A step's phone check: the code given is checked as usual; no code is accepted only while the
 * user's sign-in proves that very phone. Otherwise the step asks for the code.
 */
export async function checkCodeOrLoginProof(
  store: KeyValueStore,
  request: { userId: number; target: string; codeType: number; code: string },
) {
  if (request.code.trim() === '') {
    const proof = await loginProofOf(store, request.userId)
    if (proof?.phone !== request.target) throw new AppError('invalidInput', 'code.smsRequired')
    return
  }
  if (!(await checkCode(store, request))) throw new AppError('invalidInput', 'code.wrong')
}
