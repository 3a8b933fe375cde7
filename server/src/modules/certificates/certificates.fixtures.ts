import { seasons } from '../../db/schema'
import { buildSignedInUser } from '../../test-support/factories'
import { startTestServer } from '../../test-support/test-server'

/** A test server with season 7 (2026~2027), which the certificate tests issue in, and a committee session. */
export async function startCertificateServer(options: Parameters<typeof startTestServer>[1] = {}) {
  const server = await startTestServer({}, options)
  await server.db.insert(seasons).values({ id: 7, name: '2026~2027' }).onConflictDoNothing()
  const staff = await buildSignedInUser(server.db, 'committee')
  return { server, committee: { authorization: staff.token } as Record<string, string> }
}
