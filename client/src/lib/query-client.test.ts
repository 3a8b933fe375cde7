// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:5180/stu/orders"}
import { defineCall, ResultCode } from '@spell/shared'
import type { LoginResult } from '@spell/shared/api/accounts/login'
import type { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { AUTH_KEYS, clearLogin, setToken, storeLogin } from './auth-storage'
import { setFeedback } from './feedback'
import { setNavigator } from './navigation'
import { createQueryClient } from './query-client'
import { callApi } from './request'

const getMyOrders = defineCall({
  method: 'GET',
  paths: ['/order/getMyOrders'],
  request: z.object({}),
  response: z.array(z.object({ orderNo: z.string() })),
})

/** Each person's orders, as the server answers them to their token; an unknown token is a 401. */
const ordersByToken: Record<string, { orderNo: string }[]> = {
  'token-lin': [{ orderNo: 'LIN-0001' }],
  'token-wang': [{ orderNo: 'WANG-0002' }],
}

const login = (name: 'lin' | 'wang', userId: number): LoginResult => ({
  authorization: `token-${name}`,
  loginType: 1,
  roleId: 1,
  home: '/stu/index',
  sysUser: { userId, userName: name, phone: null, email: null },
  schoolInfo: null,
})

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
let client: QueryClient
let stopFollowing: () => void

const myOrders = { queryKey: ['orders', 'mine'], queryFn: () => callApi(getMyOrders, {}) }
const cachedOrders = () => client.getQueryData<{ orderNo: string }[]>(['orders', 'mine'])

beforeEach(() => {
  localStorage.clear()
  fetchMock = vi.fn<typeof fetch>(async (_url, init) => {
    const token = new Headers(init?.headers).get('Authorization') ?? ''
    const orders = ordersByToken[token]
    const body = orders ? { code: 200, msg: '', data: orders } : { code: 401, msg: '', data: null }
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetchMock)
  setNavigator(vi.fn())
  setFeedback(null)
  const created = createQueryClient()
  client = created.client
  stopFollowing = created.followSession()
})

afterEach(() => {
  stopFollowing()
  vi.unstubAllGlobals()
})

describe('the query cache at a shared computer', () => {
  it('asks the server again for the next person who signs in, without a logout between', async () => {
    storeLogin(login('lin', 1))
    expect(await client.fetchQuery(myOrders)).toEqual([{ orderNo: 'LIN-0001' }])

    storeLogin(login('wang', 2))
    expect(cachedOrders()).toBeUndefined()
    expect(client.getQueryCache().getAll()).toEqual([])
    expect(await client.fetchQuery(myOrders)).toEqual([{ orderNo: 'WANG-0002' }])
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('forgets everything at logout, and at a 401 answer', async () => {
    storeLogin(login('lin', 1))
    await client.fetchQuery(myOrders)
    client.setQueryData(['profile'], { userName: 'lin' })
    clearLogin()
    expect(client.getQueryCache().getAll()).toEqual([])

    storeLogin(login('wang', 2))
    await client.fetchQuery(myOrders)
    client.setQueryData(['profile'], { userName: 'wang' })
    // The server no longer knows this session (expired, revoked elsewhere).
    delete ordersByToken['token-wang']
    const answered = callApi(getMyOrders, {})
    await expect(answered).rejects.toMatchObject({ code: ResultCode.unauthorized })
    expect(client.getQueryCache().getAll()).toEqual([])
    ordersByToken['token-wang'] = [{ orderNo: 'WANG-0002' }]
  })

  it('files every query under its user and drops the cache when another tab signs someone else in', async () => {
    storeLogin(login('lin', 1))
    await client.fetchQuery(myOrders)
    const [query] = client.getQueryCache().getAll()
    expect(query?.queryHash).toBe(JSON.stringify(['1:1', 'orders', 'mine']))

    // Another tab of the same browser: the stored values change, this tab hears a storage event.
    localStorage.setItem(AUTH_KEYS.token, 'token-wang')
    localStorage.setItem(AUTH_KEYS.sysUser, JSON.stringify(login('wang', 2).sysUser))
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_KEYS.sysUser }))
    expect(cachedOrders()).toBeUndefined()
    expect(await client.fetchQuery(myOrders)).toEqual([{ orderNo: 'WANG-0002' }])
    expect(client.getQueryCache().getAll()[0]?.queryHash).toBe(JSON.stringify(['1:2', 'orders', 'mine']))
  })

  it('keeps the cache when the server rotates the same user’s token', async () => {
    storeLogin(login('lin', 1))
    await client.fetchQuery(myOrders)
    setToken('token-lin-rotated')
    expect(cachedOrders()).toEqual([{ orderNo: 'LIN-0001' }])
  })
})
