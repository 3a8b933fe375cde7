import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Database } from '../db/database'

/**
 * The orchestrator's probes, answered before the app (no session, no log line): `/healthz/live` says
 * the event loop answers; `/healthz/ready` says the instance takes traffic: the database answers and
 * the instance is not draining. A database outage takes instances out of rotation but never restarts
 * them; a drain (SIGTERM) fails readiness first, so the balancer stops sending before anything closes.
 * Returns false for every other request.
 */
export function probes(database: Database, isDraining: () => boolean) {
  const answer = (res: ServerResponse, status: number, body: Record<string, string>) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    res.end(JSON.stringify(body))
  }
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    if (req.url === '/healthz/live') {
      answer(res, 200, { status: 'alive' })
      return true
    }
    if (req.url !== '/healthz/ready') return false
    if (isDraining()) {
      answer(res, 503, { status: 'draining' })
      return true
    }
    database.ping().then(
      () => answer(res, 200, { status: 'ready' }),
      () => answer(res, 503, { status: 'database down' }),
    )
    return true
  }
}
