/** The public address a certificate's QR code opens: /query with the code filled in. */
export const certificateQueryUrl = (publicUrl: string, code: string) =>
  `${publicUrl.replace(/\/+$/, '')}/query?code=${encodeURIComponent(code)}`
