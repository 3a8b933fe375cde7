import { z } from 'zod'
import { defineCall } from '../contract'

/** The committee sends a notice to everyone on the site right now (a banner on every open page). */
export const sendSiteNotice = defineCall({
  method: 'POST',
  paths: ['/admin/notice'],
  request: z.object({
    message: z.string({ error: 'notice.messageRequired' }).trim().min(1, 'notice.messageRequired').max(500),
  }),
  response: z.object({ sentAt: z.string() }),
})
