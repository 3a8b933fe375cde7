import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productDetails } from '../../db/schema'
import { buildSignedInUser } from '../../test-support/factories'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'

let server: TestServer
let committee: { authorization: string }
beforeAll(async () => {
  server = await startTestServer()
  committee = { authorization: (await buildSignedInUser(server.db, 'committee')).token }
})
afterAll(async () => {
  await server?.stop()
})

describe("The season overview tells the pages the fees and states of the season's products", () => {
  it('gives the fees of the products on sale, and team entries open while the team product is on sale', async () => {
    const overview = await call(server, 'GET', '/season/overview')
    expect(overview.data).toMatchObject({
      fees: { individual: 580, school: 1000, team: 480 },
      teamEntries: 'open',
    })
  })

  it('follows a new entry price and a team product taken off sale at once', async () => {
    await server.db.update(productDetails).set({ price: 60000 }).where(eq(productDetails.id, 1))
    const off = await call(server, 'POST', '/admin/products/onSale', { id: 9, active: false }, committee)
    expect(off.code).toBe(200)
    const overview = await call(server, 'GET', '/season/overview')
    expect(overview.data).toMatchObject({
      fees: { individual: 600, school: 1000, team: null },
      teamEntries: 'closed',
    })
  })
})
