import { z } from 'zod'
import { defineCall } from '../contract'
import { paymentProviderNames } from './create-order'

/**
 * Whether payments on this site are the sandbox's (development or a staging site: no money moves),
 * and the methods it offers, in the site's order: each provider, and whether it has a page for a
 * phone's browser. Every page that shows a payment QR code or a payment's status says when it is the
 * sandbox.
 */
export const getPayMode = defineCall({
  method: 'GET',
  paths: ['/pay/mode'],
  request: z.object({}),
  response: z.object({
    sandbox: z.boolean(),
    methods: z.array(z.object({ provider: z.enum(paymentProviderNames), phone: z.boolean() })),
  }),
})
