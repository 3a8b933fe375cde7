import { z } from 'zod'

/** Events the server sends, with the payload each carries. */
export const siteNoticeSchema = z.object({ message: z.string(), sentAt: z.string() })
export type SiteNotice = z.infer<typeof siteNoticeSchema>

export interface ServerToClientEvents {
  'site.notice': (notice: SiteNotice) => void
}

/** Events clients send; every payload is parsed on arrival, every acknowledgement is {data} or {error}. */
export type Ack<T> = (answer: { data: T } | { error: { code: number; msg: string } }) => void

// biome-ignore lint/complexity/noBannedTypes: no client events yet; the exam adds them.
export type ClientToServerEvents = {}
