import fs from 'node:fs'
import path from 'node:path'
import type { NextFunction, Request, Response } from 'express'

/** The copies client/scripts/precompress.mjs writes next to each text file, best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const

/** Accept-Encoding lists the coding with a non-zero q. */
function accepts(header: string, coding: string) {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';')
    if (name?.trim().toLowerCase() !== coding) return false
    const q = params.find((param) => param.trim().startsWith('q='))
    return q === undefined || Number(q.trim().slice(2)) > 0
  })
}

/**
 * The pre-compressed copy of `file` the request accepts (Brotli, else gzip), or null. The build does not
 * change while the server runs, so whether a copy exists is looked up once per file.
 */
const exists = new Map<string, boolean>()
function compressedCopy(req: Request, file: string) {
  const header = req.headers['accept-encoding']
  if (typeof header !== 'string') return null
  for (const encoding of ENCODINGS) {
    const candidate = file + encoding.suffix
    let found = exists.get(candidate)
    if (found === undefined) {
      found = fs.existsSync(candidate)
      exists.set(candidate, found)
    }
    if (found && accepts(header, encoding.name)) return { file: candidate, encoding: encoding.name }
  }
  return null
}

/** Sends `file`, or its pre-compressed copy when the browser takes one, with the original's type. */
export function sendMaybeCompressed(
  req: Request,
  res: Response,
  file: string,
  options: { maxAge?: string | number; immutable?: boolean } = {},
) {
  res.vary('Accept-Encoding')
  const copy = compressedCopy(req, file)
  if (!copy) {
    res.sendFile(file, options)
    return
  }
  res.type(path.extname(file))
  res.setHeader('Content-Encoding', copy.encoding)
  res.sendFile(copy.file, options)
}

/**
 * Serves the pre-compressed copy of a static file under `root` when there is one and the browser accepts
 * it; everything else falls through to express.static.
 */
export function precompressedStatic(root: string, options: { maxAge: string; immutable?: boolean }) {
  const base = path.resolve(root)
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    let relative: string
    try {
      relative = decodeURIComponent(req.path)
    } catch {
      return next()
    }
    const file = path.join(base, relative)
    if (!file.startsWith(base + path.sep) || !compressedCopy(req, file)) return next()
    if (!fs.existsSync(file)) return next()
    sendMaybeCompressed(req, res, file, options)
  }
}
