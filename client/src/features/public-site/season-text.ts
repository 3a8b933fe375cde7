import { type Lang, raceScheduleName } from '@spell/shared'
import type { SeasonOverview, SeasonStage } from '@spell/shared/api/seasons/seasons'
import { chinaDate } from '@spell/shared/time/china-time'
import { feeText } from '../../lib/fee-text'
import { seasonTexts } from './content/season'

/**
 * Texts of the public pages that name the season or its dates carry placeholders, filled here from the
 * current season's data in the reader's language, in the words of content/season.ts. Before the season
 * has loaded (and in the build's pre-rendered home page) each placeholder reads as a neutral phrase, so
 * no date is ever stale.
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
/**
 * English month names, written out: an Intl.DateTimeFormat made for each name (a dozen per render of the
 * home page) was most of the long task in which the home page took its season's data.
 */
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const
const monthName = (month: number) => MONTH_NAMES[month - 1] ?? String(month)

/** A season text in one language with its placeholders filled. */
const say = (key: keyof typeof seasonTexts, lang: Lang, values: Record<string, string | number> = {}) =>
  fillPlaceholders(seasonTexts[key][lang], values)

/** "2027 年 3 月" / "March 2027". */
function monthOf(iso: string, lang: Lang) {
  const { year, month } = yearMonth(iso)
  return say('month', lang, { year, month, monthName: monthName(month) })
}

/** "2027 年 3 月–6 月" / "March-June 2027"; one month when start and end share it. */
export function windowOf(from: string, to: string, lang: Lang) {
  const a = yearMonth(from)
  const b = yearMonth(to)
  if (a.year === b.year && a.month === b.month) return monthOf(from, lang)
  if (a.year === b.year)
    return say('monthsOfYear', lang, {
      year: a.year,
      from: a.month,
      to: b.month,
      fromName: monthName(a.month),
      toName: monthName(b.month),
    })
  return say('monthsApart', lang, { from: monthOf(from, lang), to: monthOf(to, lang) })
}

/** The placeholder values before the season has loaded (and in the build's pre-rendered home page). */
const fallback = (lang: Lang): Values => ({
  season: say('thisSeason', lang),
  Season: say('ThisSeason', lang),
  preliminaryStart: say('startsSoon', lang),
  finalMonth: raceScheduleName(4)[lang],
  preliminaryWindow: say('toBeAnnounced', lang),
  semiFinalWindow: say('toBeAnnounced', lang),
  finalWindow: say('toBeAnnounced', lang),
  entries: say('entries', lang),
  individualFee: feeText(null, lang),
  schoolFee: feeText(null, lang),
  teamFee: feeText(null, lang),
  teamEntries: say('teamEntries', lang),
  teamEntriesText: say('teamEntriesText', lang),
})

const entriesText = {
  open: 'entriesOpen',
  notYetOpen: 'entriesNotYetOpen',
  closed: 'entriesClosed',
} as const satisfies Record<SeasonOverview['entries'], keyof typeof seasonTexts>

const teamEntriesText = {
  open: { title: 'teamEntriesOpen', text: 'teamEntriesOpenText' },
  closed: { title: 'teamEntriesClosed', text: 'teamEntriesClosedText' },
} as const satisfies Record<
  SeasonOverview['teamEntries'],
  { title: keyof typeof seasonTexts; text: keyof typeof seasonTexts }
>

/** The placeholder values of the current season in one language. */
export function seasonValues(overview: SeasonOverview | undefined, lang: Lang): Values {
  const values = fallback(lang)
  if (!overview) return values
  values.season = say('season', lang, { name: overview.seasonName })
  values.Season = values.season
  values.entries = say(entriesText[overview.entries], lang)
  values.individualFee = feeText(overview.fees.individual, lang)
  values.schoolFee = feeText(overview.fees.school, lang)
  values.teamFee = feeText(overview.fees.team, lang)
  values.teamEntries = say(teamEntriesText[overview.teamEntries].title, lang)
  values.teamEntriesText = say(teamEntriesText[overview.teamEntries].text, lang)
  const stage = (name: SeasonStage['stage']) => overview.stages.find((s) => s.stage === name)
  const window = (s: SeasonStage | undefined) =>
    s?.examinationStartTime && s.examinationEndTime
      ? windowOf(s.examinationStartTime, s.examinationEndTime, lang)
      : undefined
  const preliminary = stage('preliminary')
  if (preliminary?.examinationStartTime)
    values.preliminaryStart = say('startsIn', lang, {
      month: monthOf(preliminary.examinationStartTime, lang),
    })
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

/**
 * A season value as the build draws it on an islands page (decision 0053), where no React renders the
 * text again: the neutral phrase between marks that scripts/prerender.mjs turns into
 * `<span data-season="key">` (and drops inside attributes), for `fillSeasonTexts` to fill in the browser.
 */
export const SEASON_MARK = { open: '\uE000', between: '\uE001', close: '\uE002' } as const

/** The placeholder values before the season has loaded, each marked (see SEASON_MARK). */
export function markedSeasonValues(lang: Lang): Values {
  const values = fallback(lang)
  for (const key of Object.keys(values) as (keyof Values)[])
    values[key] = `${SEASON_MARK.open}${key}${SEASON_MARK.between}${values[key]}${SEASON_MARK.close}`
  return values
}

/** Writes the season's values into the marked texts of a pre-rendered islands page. */
export function fillSeasonTexts(
  overview: SeasonOverview | undefined,
  lang: Lang,
  page: ParentNode = document,
) {
  const values: Partial<Record<string, string>> = seasonValues(overview, lang)
  for (const element of page.querySelectorAll<HTMLElement>('[data-season]')) {
    const value = values[element.dataset.season ?? '']
    if (value !== undefined && element.textContent !== value) element.textContent = value
  }
}
