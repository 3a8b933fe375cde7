import { type Bilingual, type Lang, raceScheduleName } from '@spell/shared'
import type { SeasonOverview, SeasonStage } from '@spell/shared/api/seasons/seasons'
import { chinaDate } from '@spell/shared/time/china-time'
import { feeText } from '../../lib/fee-text'

/**
 * Texts of the public pages that name the season or its dates carry placeholders, filled here from the
 * current season's data in the reader's language. Before the season has loaded (and in the build's
 * pre-rendered home page) each placeholder reads as a neutral phrase, so no date is ever stale.
 */
type Values = Record<
  | 'season'
  | 'Season'
  | 'preliminaryStart'
  | 'finalMonth'
  | 'preliminaryWindow'
  | 'semiFinalWindow'
  | 'finalWindow'
  | 'entries'
  | 'individualFee'
  | 'schoolFee'
  | 'teamFee'
  | 'teamEntries'
  | 'teamEntriesText',
  string
>

/** The year and month in China, where the competition's calendar is kept. */
const yearMonth = (iso: string) => {
  const [year, month] = chinaDate(new Date(iso)).split('-').map(Number) as [number, number]
  return { year, month }
}
const monthName = (month: number) =>
  new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 15)),
  )

/** "2027 年 3 月" / "March 2027". */
function monthOf(iso: string, lang: Lang) {
  const { year, month } = yearMonth(iso)
  return lang === 'zh' ? `${year} 年 ${month} 月` : `${monthName(month)} ${year}`
}

/** "2027 年 3 月–6 月" / "March-June 2027"; one month when start and end share it. */
export function windowOf(from: string, to: string, lang: Lang) {
  const a = yearMonth(from)
  const b = yearMonth(to)
  if (a.year === b.year && a.month === b.month) return monthOf(from, lang)
  if (lang === 'zh')
    return a.year === b.year
      ? `${a.year} 年 ${a.month} 月–${b.month} 月`
      : `${monthOf(from, 'zh')}–${monthOf(to, 'zh')}`
  return a.year === b.year
    ? `${monthName(a.month)}-${monthName(b.month)} ${a.year}`
    : `${monthOf(from, 'en')}-${monthOf(to, 'en')}`
}

const fallback: Record<Lang, Values> = {
  zh: {
    season: '本赛季',
    Season: '本赛季',
    preliminaryStart: '即将',
    finalMonth: raceScheduleName(4).zh,
    preliminaryWindow: '待公布',
    semiFinalWindow: '待公布',
    finalWindow: '待公布',
    entries: '个人赛报名',
    individualFee: feeText(null, 'zh'),
    schoolFee: feeText(null, 'zh'),
    teamFee: feeText(null, 'zh'),
    teamEntries: '团体赛报名',
    teamEntriesText:
      '团体赛报名开放期间，会员学校可在学校后台“赛事报名 → 团体赛战队报名”中为战队报名并缴费。以下规则供学校了解和训练参考。',
  },
  en: {
    season: 'this season',
    Season: 'This season',
    preliminaryStart: 'soon',
    finalMonth: raceScheduleName(4).en,
    preliminaryWindow: 'To be announced',
    semiFinalWindow: 'To be announced',
    finalWindow: 'To be announced',
    entries: 'Individual entries',
    individualFee: feeText(null, 'en'),
    schoolFee: feeText(null, 'en'),
    teamFee: feeText(null, 'en'),
    teamEntries: 'Team entries',
    teamEntriesText:
      'While team entries are open, member schools sign their teams up and pay in the school console (Competition sign-up → Team sign-up). The rules below help schools prepare and train.',
  },
}

const entriesText: Record<SeasonOverview['entries'], Bilingual> = {
  open: { zh: '个人赛报名进行中', en: 'Individual entries are open' },
  notYetOpen: { zh: '个人赛报名即将开始', en: 'Individual entries open soon' },
  closed: { zh: '本赛季个人赛报名已截止', en: 'Individual entries for this season are closed' },
}

const teamEntriesText: Record<SeasonOverview['teamEntries'], { title: Bilingual; text: Bilingual }> = {
  open: {
    title: { zh: '本赛季团体赛报名进行中', en: 'Team entries are open this season' },
    text: {
      zh: '会员学校可在学校后台“赛事报名 → 团体赛战队报名”中为战队报名并缴费。以下规则供学校了解和训练参考。',
      en: 'Member schools sign their teams up and pay in the school console (Competition sign-up → Team sign-up). The rules below help schools prepare and train.',
    },
  },
  closed: {
    title: { zh: '本赛季团体赛暂停报名', en: 'Team entries are closed this season' },
    text: {
      zh: '团体赛本赛季暂不开放，恢复报名时将在官网和会员学校通知中公布。以下规则供学校提前了解和训练参考。',
      en: 'Team competitions are closed for this season. When entries reopen we will announce it here and to member schools. The rules below help schools prepare and train in the meantime.',
    },
  },
}

/** The placeholder values of the current season in one language. */
export function seasonValues(overview: SeasonOverview | undefined, lang: Lang): Values {
  const values = { ...fallback[lang] }
  if (!overview) return values
  values.season = lang === 'zh' ? `${overview.seasonName} 赛季` : `${overview.seasonName} season`
  values.Season = values.season
  values.entries = entriesText[overview.entries][lang]
  values.individualFee = feeText(overview.fees.individual, lang)
  values.schoolFee = feeText(overview.fees.school, lang)
  values.teamFee = feeText(overview.fees.team, lang)
  values.teamEntries = teamEntriesText[overview.teamEntries].title[lang]
  values.teamEntriesText = teamEntriesText[overview.teamEntries].text[lang]
  const stage = (name: SeasonStage['stage']) => overview.stages.find((s) => s.stage === name)
  const window = (s: SeasonStage | undefined) =>
    s?.examinationStartTime && s.examinationEndTime
      ? windowOf(s.examinationStartTime, s.examinationEndTime, lang)
      : undefined
  const preliminary = stage('preliminary')
  if (preliminary?.examinationStartTime) {
    const month = monthOf(preliminary.examinationStartTime, lang)
    values.preliminaryStart = lang === 'zh' ? `于 ${month}` : `in ${month}`
  }
  const final = stage('final')
  if (final?.examinationStartTime) values.finalMonth = monthOf(final.examinationStartTime, lang)
  values.preliminaryWindow = window(preliminary) ?? values.preliminaryWindow
  values.semiFinalWindow = window(stage('semiFinal')) ?? values.semiFinalWindow
  values.finalWindow = window(final) ?? values.finalWindow
  return values
}

/**
 * Replaces every {{name}} whose value is known (the placeholders of i18next, which the interface texts
 * use too); a placeholder without a value is left as written.
 */
export const fillPlaceholders = (text: string, values: Partial<Record<string, string | number>>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole))
