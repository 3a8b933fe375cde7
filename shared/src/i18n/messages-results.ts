import type { Bilingual } from './lang'

/**
 * The messages of the envelope's result codes (docs/result-codes.md): the few the site's request
 * client shows on every page, kept apart from the rest of the catalogue so that a page without a
 * form need not download the whole of it.
 */
export const resultMessages = {
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
} as const satisfies Record<string, Bilingual>
