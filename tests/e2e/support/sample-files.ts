import type { Page } from 'playwright-core'

/**
 * A small, valid one-page PDF with a line of text, written byte by byte (the cross-reference table
 * needs each object's offset), so tests and demos need no downloaded file.
 */
export function tinyPdf(text = 'Radicals 101: water, fire, wood') {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

/**
 * A short WebM (Matroska) video recorded in the browser from a canvas with MediaRecorder: about
 * `frames` frames of a moving square. Stored as .mkv, the Matroska family the specification lists.
 */
export async function recordWebm(page: Page, frames = 30): Promise<Buffer> {
  const base64 = await page.evaluate(async (count) => {
    const canvas = document.createElement('canvas')
    canvas.width = 160
    canvas.height = 120
    const context = canvas.getContext('2d') as CanvasRenderingContext2D
    const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: 'video/webm;codecs=vp8' })
    const chunks: Blob[] = []
    recorder.ondataavailable = (e) => chunks.push(e.data)
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve
    })
    recorder.start()
    for (let i = 0; i < count; i++) {
      context.fillStyle = '#fff'
      context.fillRect(0, 0, 160, 120)
      context.fillStyle = '#c00'
      context.fillRect(i * 4, 40, 40, 40)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    recorder.stop()
    await stopped
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer())
    let binary = ''
    for (const b of bytes) binary += String.fromCharCode(b)
    return btoa(binary)
  }, frames)
  return Buffer.from(base64, 'base64')
}
