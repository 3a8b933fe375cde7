// Writes a Brotli (.br) and a gzip (.gz) copy next to every text file of the client build, once, at the
// highest settings, so the server sends compressed files without compressing on each request
// (server/src/http/precompressed.ts picks the copy the browser accepts). Run by `npm run build -w client`.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const dist = path.resolve(import.meta.dirname, '../dist')
/** Text files worth compressing; PNG, JPEG and audio are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml)$/
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (COMPRESSIBLE.test(entry.name)) yield full
  }
}

let before = 0
let after = 0
for (const file of files(dist)) {
  const body = fs.readFileSync(file)
  if (body.length < MIN_BYTES) continue
  const brotli = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })
  fs.writeFileSync(`${file}.br`, brotli)
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }))
  before += body.length
  after += brotli.length
}
console.log(
  `precompressed ${Math.round(before / 1024)} KB of text into ${Math.round(after / 1024)} KB of Brotli`,
)
