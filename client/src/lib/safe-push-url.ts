/**
 * A pushUrl (where to go after logging in or saving) only ever leads to a page of this site: a path
 * starting with one '/'. "//evil.example", "/\evil.example" and anything else a browser would resolve
 * to another origin are refused (null), so a crafted link cannot send a user elsewhere.
 */
export function safePushUrl(
  pushUrl: string | null | undefined,
  origin = window.location.origin,
): string | null {
  if (!pushUrl?.startsWith('/') || pushUrl.startsWith('//') || pushUrl.startsWith('/\\')) return null
  try {
    const url = new URL(pushUrl, origin)
    if (url.origin !== origin) return null
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return null
  }
}
