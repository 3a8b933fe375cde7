/**
 * The exam pages each student has open on this instance, by socket. Every page names itself when it
 * joins (a random id per page load), so the same page reconnecting is not a second device; a page
 * with a new name while another of the same student is still connected is. Each new page counts once.
 */
export function openTabs() {
  /** `exam:user` → socket id → the page's name. */
  const live = new Map<string, Map<string, string>>()
  /** The page names already seen per `exam:user`, so a page that reconnects is not counted again. */
  const seen = new Map<string, Set<string>>()
  /** socket id → the `exam:user` keys it joined, to forget it when it leaves. */
  const bySocket = new Map<string, Set<string>>()

  return {
    /**
     * A student's page joined the exam's room; answers how many pages of theirs are connected when this
     * one is a newly seen page beside another, or null.
     */
    joined(examId: number, userId: number, socketId: string, tabId: string): number | null {
      const key = `${examId}:${userId}`
      const sockets = live.get(key) ?? new Map<string, string>()
      live.set(key, sockets)
      sockets.set(socketId, tabId)
      const keys = bySocket.get(socketId) ?? new Set<string>()
      bySocket.set(socketId, keys.add(key))
      const names = seen.get(key) ?? new Set<string>()
      seen.set(key, names)
      const isNew = !names.has(tabId)
      names.add(tabId)
      const pages = new Set(sockets.values())
      return isNew && pages.size > 1 ? pages.size : null
    },
    left(socketId: string) {
      for (const key of bySocket.get(socketId) ?? []) {
        const sockets = live.get(key)
        sockets?.delete(socketId)
        if (sockets?.size === 0) live.delete(key)
      }
      bySocket.delete(socketId)
    },
  }
}
