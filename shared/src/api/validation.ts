import type { z } from 'zod'
import type { Bilingual, Lang } from '../i18n/lang'
import { isMessageKey, translate } from '../i18n/messages'
import type { FieldError } from './envelope'

/** How a field is named in a message that has to name it. Add a field here when a schema gains one. */
export const fieldLabels: Record<string, Bilingual> = {
  code: { zh: '证书编码', en: 'certificate code' },
  captcha: { zh: '验证码', en: 'verification code' },
  captchaId: { zh: '验证码编号', en: 'verification code id' },
  phone: { zh: '手机号', en: 'phone number' },
  email: { zh: '邮箱', en: 'e-mail' },
  message: { zh: '通知内容', en: 'notice text' },
  dictType: { zh: '字典类型', en: 'dictionary type' },
}

const labelOf = (path: readonly PropertyKey[], lang: Lang) => {
  const name = path.map(String).join('.') || 'input'
  const last = String(path[path.length - 1] ?? name)
  return fieldLabels[last]?.[lang] ?? name
}

/**
 * Turns zod's issues into per-field messages in the user's language. A schema's own message is a key
 * of `messages`; zod's built-in ones are replaced by our generic texts, which name the field.
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[], lang: Lang): FieldError[] {
  return issues.map((issue) => {
    const field = issue.path.map(String).join('.')
    const label = labelOf(issue.path, lang)
    if (isMessageKey(issue.message))
      return { field, message: translate(issue.message, lang, { field: label }) }
    switch (issue.code) {
      case 'invalid_type':
        return {
          field,
          message: translate(issue.input === undefined ? 'validation.required' : 'validation.invalid', lang, {
            field: label,
          }),
        }
      case 'too_big':
        return {
          field,
          message: translate(issue.origin === 'string' ? 'validation.tooLong' : 'validation.tooBig', lang, {
            field: label,
            max: String(issue.maximum),
          }),
        }
      case 'too_small': {
        const empty = issue.origin === 'string' && Number(issue.minimum) === 1
        const key = empty
          ? 'validation.required'
          : issue.origin === 'string'
            ? 'validation.tooShort'
            : 'validation.tooSmall'
        return { field, message: translate(key, lang, { field: label, min: String(issue.minimum) }) }
      }
      case 'unrecognized_keys':
        return {
          field: issue.keys.join(','),
          message: translate('validation.unknownField', lang, { field: issue.keys.join(', ') }),
        }
      default:
        return { field, message: translate('validation.invalid', lang, { field: label }) }
    }
  })
}
