import { describe, expect, it } from 'vitest'
import {
  fillPlaceholders,
  fillSeasonTexts,
  markedSeasonValues,
  SEASON_MARK,
  seasonValues,
  windowOf,
} from './season-text'

const overview = {
  season: 4,
  seasonName: '2026~2027',
  activityName: '',
  activityNameEn: '',
  entries: 'open' as const,
  stages: [
    {
      raceSchedule: 1,
      stage: 'preliminary' as const,
      signUpStartTime: null,
      signUpEndTime: null,
      // Midnight in China on 1 March is still February in UTC: the month is China's.
      examinationStartTime: '2027-02-28T16:00:00.000Z',
      examinationEndTime: '2027-06-30T15:59:00.000Z',
      publishTime: null,
    },
    {
      raceSchedule: 4,
      stage: 'final' as const,
      signUpStartTime: null,
      signUpEndTime: null,
      examinationStartTime: '2027-10-18T01:00:00.000Z',
      examinationEndTime: '2027-10-31T01:00:00.000Z',
      publishTime: null,
    },
  ],
  fees: { individual: 600, school: 1000, team: null },
  teamEntries: 'closed' as const,
}

describe('Season placeholders', () => {
  it('fill the season name, stage months and entry state in both languages', () => {
    const zh = seasonValues(overview, 'zh')
    expect(fillPlaceholders('{{season}}：市级初赛{{preliminaryStart}}开始，{{entries}}。', zh)).toBe(
      '2026~2027 赛季：市级初赛于 2027 年 3 月开始，个人赛报名进行中。',
    )
    const en = seasonValues(overview, 'en')
    expect(fillPlaceholders('{{Season}}: the city preliminary starts {{preliminaryStart}}.', en)).toBe(
      '2026~2027 season: the city preliminary starts in March 2027.',
    )
    expect(en.finalMonth).toBe('October 2027')
    expect(en.preliminaryWindow).toBe('March-June 2027')
    expect(zh.preliminaryWindow).toBe('2027 年 3 月–6 月')
    expect(en.semiFinalWindow).toBe('To be announced')
  })

  it("say the fees of the season's products on sale and whether teams can sign up", () => {
    const zh = seasonValues(overview, 'zh')
    expect(fillPlaceholders('报名费：{{individualFee}}；会员学校：{{schoolFee}}', zh)).toBe(
      '报名费：600 元；会员学校：1000 元',
    )
    expect(zh.teamEntries).toBe('本赛季团体赛暂停报名')
    const en = seasonValues({ ...overview, fees: { ...overview.fees, individual: 599.5 } }, 'en')
    expect(en.individualFee).toBe('599.50 yuan')
    expect(en.teamFee).toBe('as shown when you pay')
    const open = seasonValues(
      { ...overview, fees: { ...overview.fees, team: 520 }, teamEntries: 'open' as const },
      'en',
    )
    expect(open.teamFee).toBe('520 yuan')
    expect(open.teamEntries).toBe('Team entries are open this season')
  })

  it('read as neutral phrases before the season has loaded', () => {
    expect(fillPlaceholders('市级初赛{{preliminaryStart}}开始', seasonValues(undefined, 'zh'))).toBe(
      '市级初赛即将开始',
    )
    expect(fillPlaceholders('{{Season}}', seasonValues(undefined, 'en'))).toBe('This season')
  })

  it('write a window across two years with both years', () => {
    expect(windowOf('2026-12-01T02:00:00Z', '2027-01-20T02:00:00Z', 'en')).toBe('December 2026-January 2027')
    expect(windowOf('2026-12-01T02:00:00Z', '2027-01-20T02:00:00Z', 'zh')).toBe('2026 年 12 月–2027 年 1 月')
  })

  it('leave placeholders without a value, and single braces, as written', () => {
    expect(fillPlaceholders('{{unknown}} {{season}}', seasonValues(undefined, 'zh'))).toBe(
      '{{unknown}} 本赛季',
    )
    expect(fillPlaceholders('第 {{n}} 张，共 {{total}} 张', seasonValues(overview, 'zh'))).toBe(
      '第 {{n}} 张，共 {{total}} 张',
    )
    expect(fillPlaceholders('{season}', seasonValues(overview, 'zh'))).toBe('{season}')
  })

  it("fill the page's own values beside the season's", () => {
    expect(
      fillPlaceholders('{{Season}}: {{n}} of {{total}}', { ...seasonValues(overview, 'en'), n: 2, total: 5 }),
    ).toBe('2026~2027 season: 2 of 5')
  })
})

describe('The public content', () => {
  /** What the pages give pick() beside the season's values: counts, a photo's caption, a member's name. */
  const pageValues = ['n', 'total', 'caption', 'name']
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : []
  // content/season.ts holds the words the season's values are made of, with placeholders of their own.
  const texts = Object.values(
    import.meta.glob(['./content/*.ts', '!./content/season.ts'], { eager: true }),
  ).flatMap(strings)

  it("writes its placeholders as i18next does, each naming a season's or a page's value", () => {
    const known = [...Object.keys(seasonValues(undefined, 'zh')), ...pageValues]
    const names = texts.flatMap((text) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))
    expect(names.length).toBeGreaterThan(20)
    expect(names.filter((name) => !known.includes(name ?? ''))).toEqual([])
    expect(texts.filter((text) => /(?<!\{)\{\w+\}(?!\})/.test(text))).toEqual([])
  })
})

describe('Season values on a page the build drew', () => {
  it('are marked with their name around the neutral phrase, and filled in where the build placed them', () => {
    const marked = fillPlaceholders('{{Season}}，初赛{{preliminaryWindow}}', markedSeasonValues('zh'))
    expect(marked).toBe(
      `${SEASON_MARK.open}Season${SEASON_MARK.between}本赛季${SEASON_MARK.close}，初赛` +
        `${SEASON_MARK.open}preliminaryWindow${SEASON_MARK.between}待公布${SEASON_MARK.close}`,
    )
    // What scripts/prerender.mjs makes of the marks, and a span of a name no season value has.
    const page = document.createElement('div')
    page.innerHTML =
      '<p><span data-season="Season">本赛季</span>，初赛<span data-season="preliminaryWindow">待公布</span></p>' +
      '<p><span data-season="unknown">不变</span></p>'
    fillSeasonTexts(overview, 'zh', page)
    expect(page.textContent).toBe('2026~2027 赛季，初赛2027 年 3 月–6 月不变')
    fillSeasonTexts(overview, 'en', page)
    expect(page.querySelector('[data-season="Season"]')?.textContent).toBe('2026~2027 season')
  })
})
