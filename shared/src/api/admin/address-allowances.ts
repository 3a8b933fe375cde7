import { z } from 'zod'
import { defineCall } from '../contract'

/**
 * The committee raises the rate limits of one client address or network (a school whose students
 * all come from one public address): every per-address limit of sign-ins, registrations and codes is
 * multiplied by `factor`.
 */
const ipv4 = String.raw`(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)`
const ipv4Network = new RegExp(String.raw`^${ipv4}(?:/(?:3[0-2]|[12]?\d))?$`)
const ipv6Network = /^[0-9a-f:]*:[0-9a-f:.]*(?:\/(?:12[0-8]|1[01]\d|[1-9]?\d))?$/i

export const MAX_ALLOWANCE_FACTOR = 100

export const networkSchema = z
  .string({ error: 'allowance.networkRequired' })
  .trim()
  .min(1, { error: 'allowance.networkRequired', abort: true })
  .max(50, 'allowance.networkInvalid')
  .refine((value) => ipv4Network.test(value) || ipv6Network.test(value), 'allowance.networkInvalid')

export const addressAllowanceSchema = z.object({
  id: z.number().int(),
  network: z.string(),
  factor: z.number().int(),
  note: z.string(),
  createdAt: z.string(),
})
export type AddressAllowanceRow = z.infer<typeof addressAllowanceSchema>

/** The addresses and networks whose limits the committee has raised, by network. */
export const listAddressAllowances = defineCall({
  method: 'GET',
  paths: ['/admin/addressAllowances'],
  request: z.object({}),
  response: z.array(addressAllowanceSchema),
})

/** Raises an address or network by a factor, or changes the factor and note of one already raised. */
export const saveAddressAllowance = defineCall({
  method: 'POST',
  paths: ['/admin/addressAllowances'],
  request: z.object({
    network: networkSchema,
    factor: z.coerce
      .number({ error: 'allowance.factorInvalid' })
      .int('allowance.factorInvalid')
      .min(2, 'allowance.factorInvalid')
      .max(MAX_ALLOWANCE_FACTOR, 'allowance.factorInvalid'),
    note: z.string().trim().max(100, 'allowance.noteTooLong').default(''),
  }),
  response: addressAllowanceSchema,
})

/** Puts an address or network back to the usual limits. */
export const deleteAddressAllowance = defineCall({
  method: 'POST',
  paths: ['/admin/addressAllowances/delete'],
  request: z.object({ id: z.coerce.number().int().positive() }),
  response: z.null(),
})
