import { z } from 'zod'
import { defineCall } from '../contract'

/** Revokes the session of the Authorization header. Answers 200 even without one. */
export const logout = defineCall({
  method: 'GET',
  paths: ['/loginOut'],
  request: z.object({}),
  response: z.null(),
})
