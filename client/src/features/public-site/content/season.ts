import type { Bilingual } from './types'

/**
 * The words the season placeholders of the other content are filled with (../season-text.ts): the
 * season, its months and its entries; before the season has loaded each reads as a neutral phrase.
 */
export const seasonTexts = {
  season: { zh: '{{name}} 赛季', en: '{{name}} season' },
  thisSeason: { zh: '本赛季', en: 'this season' },
  ThisSeason: { zh: '本赛季', en: 'This season' },
  /** A month of the calendar ({{monthName}} is the English month's name). */
  month: { zh: '{{year}} 年 {{month}} 月', en: '{{monthName}} {{year}}' },
  /** Two months of one year. */
  monthsOfYear: { zh: '{{year}} 年 {{from}} 月–{{to}} 月', en: '{{fromName}}-{{toName}} {{year}}' },
  /** Two months of different years, each written as `month`. */
  monthsApart: { zh: '{{from}}–{{to}}', en: '{{from}}-{{to}}' },
  startsIn: { zh: '于 {{month}}', en: 'in {{month}}' },
  startsSoon: { zh: '即将', en: 'soon' },
  toBeAnnounced: { zh: '待公布', en: 'To be announced' },
  entries: { zh: '个人赛报名', en: 'Individual entries' },
  entriesOpen: { zh: '个人赛报名进行中', en: 'Individual entries are open' },
  entriesNotYetOpen: { zh: '个人赛报名即将开始', en: 'Individual entries open soon' },
  entriesClosed: { zh: '本赛季个人赛报名已截止', en: 'Individual entries for this season are closed' },
  teamEntries: { zh: '团体赛报名', en: 'Team entries' },
  teamEntriesText: {
    zh: '团体赛报名开放期间，会员学校可在学校后台“赛事报名 → 团体赛战队报名”中为战队报名并缴费。以下规则供学校了解和训练参考。',
    en: 'While team entries are open, member schools sign their teams up and pay in the school console (Competition sign-up → Team sign-up). The rules below help schools prepare and train.',
  },
  teamEntriesOpen: { zh: '本赛季团体赛报名进行中', en: 'Team entries are open this season' },
  teamEntriesOpenText: {
    zh: '会员学校可在学校后台“赛事报名 → 团体赛战队报名”中为战队报名并缴费。以下规则供学校了解和训练参考。',
    en: 'Member schools sign their teams up and pay in the school console (Competition sign-up → Team sign-up). The rules below help schools prepare and train.',
  },
  teamEntriesClosed: { zh: '本赛季团体赛暂停报名', en: 'Team entries are closed this season' },
  teamEntriesClosedText: {
    zh: '团体赛本赛季暂不开放，恢复报名时将在官网和会员学校通知中公布。以下规则供学校提前了解和训练参考。',
    en: 'Team competitions are closed for this season. When entries reopen we will announce it here and to member schools. The rules below help schools prepare and train in the meantime.',
  },
} satisfies Record<string, Bilingual>
