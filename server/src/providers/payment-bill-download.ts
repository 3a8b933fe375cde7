import { BillRefusedError } from './payment'

/**
 * Reads a bill's answer body up to `maxBytes`: a bill that says or turns out larger is refused as soon
 * as it is known, before more of it is held in memory.
 */
export async function boundedBody(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (declared > maxBytes) {
    await response.body?.cancel()
    throw new BillRefusedError('tooBig')
  }
  const chunks: Buffer[] = []
  let size = 0
  if (!response.body) return Buffer.alloc(0)
  for await (const chunk of response.body) {
    size += chunk.byteLength
    // Leaving the loop cancels the rest of the download.
    if (size > maxBytes) throw new BillRefusedError('tooBig')
    chunks.push(Buffer.from(chunk))
  }
  return Buffer.concat(chunks)
}
