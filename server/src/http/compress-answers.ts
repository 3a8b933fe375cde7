import compression from 'compression'
import type { Request, Response } from 'express'

/**
 * The API's answers compressed for the browser (Brotli, else gzip, at the `compression` package's quick
 * defaults: Brotli quality 4), when they are worth it (1 KB and more) and of a compressible type (JSON,
 * text). A stream the browser reads as it comes (server-sent events) goes out as it is, and so do files
 * that are compressed already (zip, xlsx, PDF, audio, pictures). socket.io never passes through here: it
 * is attached to the HTTP server, not to the app. The client build's files are compressed at build
 * (decision 0010) and served by their own middleware.
 */
export function compressAnswers() {
  return compression({
    filter(req: Request, res: Response) {
      const type = String(res.getHeader('Content-Type') ?? '')
      if (type.startsWith('text/event-stream')) return false
      return compression.filter(req, res)
    },
  })
}
