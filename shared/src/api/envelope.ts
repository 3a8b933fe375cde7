import { z } from 'zod'
import type { ResultCodeValue } from './codes'

/** The `{code, msg, data}` body of every API answer. */
export interface Envelope<T = unknown> {
  code: ResultCodeValue | number
  msg: string
  data: T
}

/** One field's problem inside an `invalidInput` answer: `data.fields`. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() })
export type FieldError = z.infer<typeof fieldErrorSchema>

export const envelopeSchema = z.object({ code: z.number().int(), msg: z.string(), data: z.unknown() })
