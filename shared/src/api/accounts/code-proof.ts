import { z } from 'zod'
import { defineCall } from '../contract'
import { CODE_LENGTH } from './codes'

/**
 * A school teacher who has just signed in with an SMS code has proved their phone: for this long, the
 * next step that asks for a code of that phone (paper application, paid sign-up) takes the sign-in
 * instead, so a school does not wait a minute for a second code.
 */
export const LOGIN_CODE_PROOF_SECONDS = 10 * 60

/** A step's SMS code: empty when the sign-in's proof stands in for it (the server checks which). */
export const smsCodeOrProofSchema = z.string().trim().max(CODE_LENGTH, 'code.tooLong').default('')

/** The signed-in teacher's proof: the phone proved by the sign-in and until when it counts; null when none. */
export const getCodeProof = defineCall({
  method: 'GET',
  paths: ['/web/codeProof'],
  request: z.object({}),
  response: z.object({ phone: z.string(), validUntil: z.string() }).nullable(),
})
