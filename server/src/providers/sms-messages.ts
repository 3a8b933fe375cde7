import { CODE_TTL_SECONDS } from '@spell/shared/api/accounts/codes'
import { expressCompanies } from '@spell/shared/api/school-console/paper-apply'

/**
 * Every kind of SMS the site sends. Tencent Cloud sends approved templates only, so each kind has a
 * template of its own, named by its setting, and is sent with its parameters in the order below. The
 * wording is the one to apply for (Chinese, then English; a template may leave the English out if the
 * review asks): the outbox stores it filled in, as the person would read it.
 */
export type SmsContent =
  | { kind: 'code'; code: string }
  | { kind: 'review'; subject: 'registration' | 'paperApplication'; approved: boolean }
  | { kind: 'papersSent'; expressType: string; expressNumber: string }
  | { kind: 'scoresReleased' }
export type SmsKind = SmsContent['kind']
export type SmsMessage = SmsContent & { to: string }

type ContentOf<K extends SmsKind> = Extract<SmsContent, { kind: K }>
interface SmsTemplate<K extends SmsKind> {
  /** The setting that holds the approved template's ID. */
  setting: string
  /** What the message tells, for the settings' error messages. */
  purpose: string
  /** What each parameter {1}, {2} … holds. */
  parameters: readonly string[]
  /** The wording, {1}, {2} … standing for the parameters. */
  wording: string
  params: (content: ContentOf<K>) => string[]
}

const SIGNATURE = '中英双语汉字拼写大赛'
const subjects = {
  registration: { zh: '会员学校注册', en: 'member-school registration' },
  paperApplication: { zh: '试卷申请', en: 'paper application' },
}
const courier = (value: string) =>
  expressCompanies.find((c) => c.value === value)?.label ?? { zh: value, en: value }

export const smsTemplates = {
  code: {
    setting: 'TENCENT_SMS_TEMPLATE_ID',
    purpose: 'verification codes',
    parameters: ['the code (6 digits)', 'the minutes it is valid'],
    wording:
      '您的验证码是 {1}，{2} 分钟内有效，请勿告诉他人。Your verification code is {1}, valid for {2} minutes.',
    params: ({ code }) => [code, String(CODE_TTL_SECONDS / 60)],
  },
  review: {
    setting: 'TENCENT_SMS_REVIEW_TEMPLATE_ID',
    purpose: 'review results (school registrations, paper applications)',
    parameters: [
      'what was reviewed (会员学校注册 or 试卷申请)',
      'the result (通过 or 未通过)',
      'what was reviewed in English (member-school registration or paper application)',
      'the result in English (approved or not approved)',
    ],
    wording: '您的{1}审核结果：{2}，请登录网站查看。Your {3} review result: {4}. Log in to see it.',
    params: ({ subject, approved }) => [
      subjects[subject].zh,
      approved ? '通过' : '未通过',
      subjects[subject].en,
      approved ? 'approved' : 'not approved',
    ],
  },
  papersSent: {
    setting: 'TENCENT_SMS_PAPERS_SENT_TEMPLATE_ID',
    purpose: 'papers sent to a school',
    parameters: [
      'the courier (e.g. 顺丰速运)',
      'the tracking number',
      'the courier in English (e.g. SF Express)',
    ],
    wording: '您申请的试卷已寄出：{1}，单号 {2}。Your papers are on the way: {3}, tracking number {2}.',
    params: ({ expressType, expressNumber }) => [
      courier(expressType).zh,
      expressNumber,
      courier(expressType).en,
    ],
  },
  scoresReleased: {
    setting: 'TENCENT_SMS_SCORES_RELEASED_TEMPLATE_ID',
    purpose: 'scores released to a school',
    parameters: [],
    wording: "贵校的试卷成绩已发布，请登录网站查看。Your school's scores are released: log in to see them.",
    params: () => [],
  },
} as const satisfies { [K in SmsKind]: SmsTemplate<K> }

/** The parameters of a message, in its template's order. */
export function smsParams(content: SmsContent): string[] {
  const params = smsTemplates[content.kind].params as (content: SmsContent) => string[]
  return params(content)
}

/** The message as the person reads it: the wording filled in, after the signature. */
export function smsText(content: SmsContent): string {
  const params = smsParams(content)
  const body = smsTemplates[content.kind].wording.replace(
    /\{(\d)\}/g,
    (_, n: string) => params[Number(n) - 1] ?? '',
  )
  return `【${SIGNATURE}】${body}`
}
