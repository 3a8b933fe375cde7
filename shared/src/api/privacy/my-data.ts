import { z } from 'zod'
import { defineCall } from '../contract'

/** Everything stored about the signed-in student, as one JSON document (profile, orders, certificates, answers, practice…). */
export const exportMyData = defineCall({
  method: 'GET',
  paths: ['/privacy/myData'],
  request: z.object({}),
  response: z.record(z.string(), z.unknown()),
})

/**
 * Deletes the signed-in student's account, confirmed by password: personal data erased, orders and
 * certificates kept anonymised, every session ended. Wrong passwords count with the account's sign-ins:
 * after five, 4029 for 15 minutes.
 */
export const deleteMyAccount = defineCall({
  method: 'POST',
  paths: ['/privacy/deleteAccount'],
  request: z.object({
    password: z.string({ error: 'privacy.passwordRequired' }).min(1, 'privacy.passwordRequired').max(64),
  }),
  response: z.null(),
})
