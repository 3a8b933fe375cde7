// @vitest-environment happy-dom
import fs from 'node:fs'
import path from 'node:path'
import type { MyOrder } from '@spell/shared/api/orders/my-orders'
import { act } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { OrdersTable } from './features/orders/components/orders-table'
import { StageWindowNotice } from './features/practice/components/stage-window-notice'
import { setLang } from './i18n'
import { testRoot } from './lib/test-root'

/**
 * The competition runs on China time: every time a page shows is China's, whatever the zone of the
 * browser. These tests run in a browser set to Los Angeles (UTC-7 in summer), where 16:30 UTC on
 * 30 June is 09:30 on 30 June and in China already 00:30 on 1 July.
 */
const zoneBefore = process.env.TZ
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles'
})
afterAll(() => {
  if (zoneBefore === undefined) delete process.env.TZ
  else process.env.TZ = zoneBefore
})

const page = testRoot()
afterEach(() =>
  act(async () => {
    await setLang('zh')
  }),
)

const window = {
  open: true,
  raceSchedule: 1,
  signUpStartTime: '2025-06-30T16:30:00.000Z',
  signUpEndTime: '2025-07-10T15:59:00.000Z',
  examinationStartTime: null,
  examinationEndTime: null,
}

describe('times on the pages', () => {
  it('are read here in a browser that is not in China', () => {
    const at = new Date(window.signUpStartTime)
    expect([at.getDate(), at.getHours(), at.getMinutes()]).toEqual([30, 9, 30])
  })

  it("are China's: an order placed at 00:30 in China reads 00:30, on China's date", async () => {
    const order: MyOrder = {
      orderNo: 'CEBS202507010001',
      productName: '参赛报名',
      items: [],
      totalAmount: 580,
      discountAmount: 0,
      paymentAmount: 580,
      status: 'paid',
      createdAt: Date.parse('2025-06-30T16:30:00Z'),
      paidAt: null,
      canRefund: false,
      refund: null,
    }
    page.render(<OrdersTable orders={[order]} actions={() => null} />)
    await expect.poll(() => page.container.textContent).toContain('2025-07-01 00:30')
  })

  it("are China's in sentences too, in each language", async () => {
    page.render(<StageWindowNotice window={window} />)
    await expect.poll(() => page.container.textContent).toContain('2025年7月1日 00:30 – 2025年7月10日 23:59')
    await act(async () => {
      await setLang('en')
    })
    page.render(<StageWindowNotice window={window} />)
    await expect.poll(() => page.container.textContent).toContain('1 Jul 2025 00:30 – 10 Jul 2025 23:59')
  })
})

/** Every source file of the client, tests aside. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

/** Ways of writing a time in the browser's zone; shared/time/china-time writes China's instead. */
const browserZone = [
  /\bdayjs\((?!chinaDate)[^()]*\)\.format\(/,
  /\.toLocale(?:Date|Time)?String\(/,
  /\.get(?:FullYear|Month|Date|Day|Hours|Minutes)\(\)/,
  /new Intl\.DateTimeFormat\((?![^)]*timeZone: 'UTC')/,
]

describe('the client', () => {
  it("formats no time in the browser's zone, only through the China time helpers", () => {
    const offenders = sources(import.meta.dirname).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          browserZone.some((pattern) => pattern.test(line))
            ? [`${path.relative(import.meta.dirname, file)}:${i + 1}: ${line.trim()}`]
            : [],
        ),
    )
    expect(offenders).toEqual([])
  })
})
