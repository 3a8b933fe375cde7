/**
 * A bank statement saved as .csv: text in UTF-8 (with or without its mark) or, as Chinese online
 * banking often writes it, GB18030 (GBK); fields separated by commas or tabs, quoted as RFC 4180 says.
 */

/** The text of the file: UTF-8 when it is valid UTF-8, otherwise GB18030. */
export function decodeText(bytes: Buffer) {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return new TextDecoder('gb18030').decode(bytes)
  }
}

/** Whether the bytes look like text at all (no NUL, few control characters): a picture or a PDF does not. */
export function looksLikeText(bytes: Buffer) {
  const sample = bytes.subarray(0, 4096)
  let control = 0
  for (const byte of sample) {
    if (byte === 0) return false
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) control++
  }
  return control <= sample.length / 100
}

/** The records of the text, each a list of fields; a record is a line unless a quoted field spans lines. */
export function csvRecords(text: string): string[][] {
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0)
  const separator = firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ','
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"' && field === '') quoted = true
    else if (char === separator) {
      record.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++
      record.push(field)
      records.push(record)
      record = []
      field = ''
    } else field += char
  }
  if (field !== '' || record.length > 0) {
    record.push(field)
    records.push(record)
  }
  return records
}
