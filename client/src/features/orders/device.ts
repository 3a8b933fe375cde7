/**
 * Whether this browser is a phone's: a phone pays on the provider's own page (Alipay wap, WeChat Pay
 * H5) because it cannot scan a code shown on its own screen; a computer shows the QR code. A narrow
 * window or a phone's user agent counts.
 */
export function isPhoneDevice() {
  if (typeof window === 'undefined') return false
  const narrow = window.matchMedia?.('(max-width: 767px)').matches ?? false
  return narrow || /Android|iPhone|iPod|Windows Phone|Mobile/i.test(navigator.userAgent)
}
