import { z } from 'zod'

/** A file the server makes for a download (an .xlsx, a PDF), carried base64 in the JSON envelope. */
export const downloadSchema = z.object({ fileName: z.string(), mimeType: z.string(), content: z.string() })
export type Download = z.infer<typeof downloadSchema>
