import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, startTestServer, type TestServer } from '../../test-support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.stop())

describe('the dictionaries of the specification', () => {
  it('serves the fee ranges from 100-200 up to 1500-2000, in order, in both languages', async () => {
    const answer = await call(server, 'GET', '/dict/getSysDictDataList', { dictType: 'c_fee_range' })
    expect(answer.code).toBe(200)
    const labels = answer.data.map((d: { dictLabel: string }) => d.dictLabel)
    expect(labels[0]).toBe('100-200元')
    expect(labels.at(-1)).toBe('1500-2000元')
    expect(answer.data.at(-1).dictLabelEn).toBe('1500-2000 RMB')
    const same = await call(server, 'GET', '/dict/queryDictList', { dictType: 'c_fee_range' })
    expect(same.data).toEqual(answer.data)
  })
})
