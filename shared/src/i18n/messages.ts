import type { Bilingual, Lang } from './lang'

/**
 * Every message the server sends and every validation message a form shows, in both languages.
 * Schemas in shared/ use these keys as their error messages, so the server's answer and the client's
 * form say the same words. Placeholders are written {{name}}.
 */
export const messages = {
  'result.ok': { zh: '操作成功', en: 'Success' },
  'result.unauthorized': { zh: '登录已过期，请重新登录！', en: 'Login has expired, please log in again!' },
  'result.incompleteInfo': {
    zh: '您有未完善的信息，是否现在去完善？',
    en: 'You have incomplete information, complete it now?',
  },
  'result.emailCodeWrong': { zh: '邮箱验证码错误', en: 'The e-mail code is wrong' },
  'result.invalidInput': { zh: '提交的内容有误', en: 'Some of the input is not valid' },
  'result.forbidden': { zh: '您没有权限执行此操作', en: 'You are not allowed to do this' },
  'result.notFound': { zh: '请求的内容不存在', en: 'What you asked for does not exist' },
  'result.conflict': {
    zh: '数据已被修改，请刷新后重试',
    en: 'The data has changed, please reload and retry',
  },
  'result.rateLimited': {
    zh: '操作过于频繁，请 {{seconds}} 秒后再试',
    en: 'Too many requests, please try again in {{seconds}} s',
  },
  'result.serverError': {
    zh: '服务器出错了，请稍后再试',
    en: 'Something went wrong on our side, please try later',
  },
  'result.unavailable': {
    zh: '服务暂不可用，请稍后再试',
    en: 'The service is unavailable, please try later',
  },
  'result.noService': { zh: '服务不可用，请稍后再试！', en: 'No service, please try again later!' },
  'result.apiNotFound': { zh: '接口不存在：{{path}}', en: 'No such API call: {{path}}' },

  'validation.required': { zh: '请填写 {{field}}', en: 'Please fill in {{field}}' },
  'validation.tooLong': {
    zh: '{{field}} 最多 {{max}} 个字符',
    en: '{{field}} may have at most {{max}} characters',
  },
  'validation.tooShort': {
    zh: '{{field}} 至少 {{min}} 个字符',
    en: '{{field}} needs at least {{min}} characters',
  },
  'validation.tooBig': { zh: '{{field}} 不能大于 {{max}}', en: '{{field}} may be at most {{max}}' },
  'validation.tooSmall': { zh: '{{field}} 不能小于 {{min}}', en: '{{field}} must be at least {{min}}' },
  'validation.invalid': { zh: '{{field}} 格式不正确', en: '{{field}} is not valid' },
  'validation.unknownField': { zh: '不认识的字段 {{field}}', en: 'Unknown field {{field}}' },

  'phone.required': { zh: '请输入手机号', en: 'Please enter the mobile phone number' },
  'phone.invalid': { zh: '请输入正确手机号', en: 'Please enter the correct mobile phone number' },
  'email.invalid': { zh: '请填写正确的邮箱格式', en: 'Please enter a valid e-mail address' },
  'idCard.invalid': { zh: '请输入正确的身份证号', en: 'Please enter a valid ID card number' },

  'certificate.codeRequired': { zh: '请填写证书编码', en: 'Please enter the certificate code' },
  'certificate.captchaRequired': { zh: '请填写验证码', en: 'Please enter the verification code' },
  'certificate.captchaWrong': { zh: '验证码不正确', en: 'The verification code is incorrect' },
  'certificate.notFound': {
    zh: '未查询到该证书，请核对证书编码',
    en: 'No certificate has this code, please check it',
  },
  'certificate.captchaExpired': {
    zh: '验证码已失效，请重新输入',
    en: 'The verification code has expired, please enter the new one',
  },

  'notice.messageRequired': { zh: '请输入通知内容', en: 'Please enter the notice text' },
} as const satisfies Record<string, Bilingual>

export type MessageKey = keyof typeof messages

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(messages, key)

/** The message in the given language, with {{placeholders}} filled in. Unknown keys come back as given. */
export function translate(key: string, lang: Lang, params: Record<string, string | number> = {}): string {
  const text = isMessageKey(key) ? messages[key][lang] : key
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''))
}
