import * as z from 'zod/mini'

/**
 * The 'site.notice' payload. Its own file, with zod's tree-shakable mini API: every visitor's browser
 * loads it (the site-notice socket), and the full zod API cost a phone a long task after the page had
 * loaded, for one object of two strings (decision 0041).
 */
export const siteNoticeSchema = z.object({ message: z.string(), sentAt: z.string() })
export type SiteNotice = z.infer<typeof siteNoticeSchema>
