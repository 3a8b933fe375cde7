/**
 * Navigation for code outside React (the request client, the socket). The router registers itself with
 * `setNavigator`; until it does, a full page load is the fallback.
 */
export type Navigator = (to: string, options?: { replace?: boolean }) => void

const fullPageLoad: Navigator = (to, options) =>
  options?.replace ? window.location.replace(to) : window.location.assign(to)

let navigator: Navigator = fullPageLoad

/** Registers the router's navigate; returns a function that unregisters it. */
export function setNavigator(next: Navigator): () => void {
  navigator = next
  return () => {
    if (navigator === next) navigator = fullPageLoad
  }
}

const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`

/** True when `to` names the page already shown (path, query and hash). */
function isCurrentLocation(to: string): boolean {
  try {
    const here = new URL(window.location.href)
    return pathOf(new URL(to, here)) === pathOf(here)
  } catch {
    return false // e.g. about:blank, which no path can be resolved against
  }
}

/** Goes to `to`; going to the page already shown is ignored, so history gets no duplicate entry. */
export function navigateTo(to: string, options?: { replace?: boolean }) {
  if (isCurrentLocation(to)) return
  navigator(to, options)
}
