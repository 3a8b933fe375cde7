import { z } from 'zod'
import { defineCall } from '../contract'

/**
 * Whether payments on this site are the sandbox's (development or a staging site: no money moves).
 * Every page that shows a payment QR code or a payment's status says so when it is.
 */
export const getPayMode = defineCall({
  method: 'GET',
  paths: ['/pay/mode'],
  request: z.object({}),
  response: z.object({ sandbox: z.boolean() }),
})
