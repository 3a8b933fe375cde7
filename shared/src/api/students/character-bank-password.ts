import { z } from 'zod'
import { defineCall } from '../contract'

/**
 * The current season's character bank password, for a student who has paid this season's entry (others
 * are refused, 4003): what opens the locked area of /speCharacterBank. Null while the committee has not
 * set it. It follows the committee's changes, so the area always shows the password that works.
 */
export const getCharacterBankPassword = defineCall({
  method: 'GET',
  paths: ['/stu/characterBankPassword'],
  request: z.object({}),
  response: z.object({ season: z.string(), password: z.string().nullable() }),
})
