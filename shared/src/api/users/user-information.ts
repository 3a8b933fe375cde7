import { z } from 'zod'
import { loginResultSchema } from '../accounts/login'
import { defineCall } from '../contract'

/**
 * Who is signed in, for any role: the account and, for school users, their schools — what the login
 * answered, read again after a page reload (no new token).
 */
export const getUserInformation = defineCall({
  method: 'GET',
  paths: ['/user/getUserInformation'],
  request: z.object({}),
  response: loginResultSchema.omit({ authorization: true }),
})
