import type { z } from 'zod'
import type { Bilingual, Lang } from '../i18n/lang'
import { isMessageKey, translate } from '../i18n/messages'
import type { FieldError } from './envelope'
import { type TextFinding, textProblemMessage } from './plain-text'

/** How a field is named in a message that has to name it. Add a field here when a schema gains one. */
export const fieldLabels: Record<string, Bilingual> = {
  code: { zh: '证书编码', en: 'certificate code' },
  captcha: { zh: '验证码', en: 'verification code' },
  captchaId: { zh: '验证码编号', en: 'verification code id' },
  phone: { zh: '手机号', en: 'phone number' },
  email: { zh: '邮箱', en: 'e-mail' },
  message: { zh: '通知内容', en: 'notice text' },
  dictType: { zh: '字典类型', en: 'dictionary type' },
  // The committee's exam management
  name: { zh: '名称', en: 'name' },
  season: { zh: '赛季', en: 'season' },
  raceSchedule: { zh: '赛程', en: 'race schedule' },
  activityType: { zh: '活动类型', en: 'activity type' },
  formExplain: { zh: '中文考试说明', en: 'Chinese instructions' },
  questionExplain: { zh: '英文考试说明', en: 'English instructions' },
  secondsPerQuestion: { zh: '每题时间', en: 'time per question' },
  signUpStartTime: { zh: '报名开始时间', en: 'sign-up start' },
  signUpEndTime: { zh: '报名结束时间', en: 'sign-up end' },
  examinationStartTime: { zh: '考试开始时间', en: 'examination start' },
  examinationEndTime: { zh: '考试结束时间', en: 'examination end' },
  publishTime: { zh: '成绩公布时间', en: 'results publication' },
  quizForm: { zh: '题目形式', en: 'question form' },
  section: { zh: '部分', en: 'section' },
  quizTypeStr: { zh: '题型', en: 'question type' },
  description: { zh: '中文题目', en: 'Chinese question' },
  engDescription: { zh: '英文题目', en: 'English question' },
  choice: { zh: '选项', en: 'choices' },
  answer: { zh: '答案', en: 'answer' },
  kind: { zh: '题目类别', en: 'kind' },
  pinyin: { zh: '拼音', en: 'pinyin' },
  seconds: { zh: '答题秒数', en: 'seconds' },
  accounts: { zh: '学生账号', en: 'student accounts' },
  fileName: { zh: '文件', en: 'file' },
  content: { zh: '文件内容', en: 'file content' },
  // Free text fields a control-character message has to name
  planName: { zh: '计划名称', en: 'plan name' },
  orderNo: { zh: '订单号', en: 'order number' },
  userName: { zh: '姓名', en: 'name' },
  courseName: { zh: '课程名称', en: 'course name' },
  schoolName: { zh: '学校名称', en: 'school name' },
  schoolProfile: { zh: '学校简介', en: 'school profile' },
  keyword: { zh: '关键词', en: 'keyword' },
  reason: { zh: '原因', en: 'reason' },
  rejectReason: { zh: '驳回原因', en: 'reason for rejection' },
  remark: { zh: '备注', en: 'remark' },
  userAnswer: { zh: '答案', en: 'answer' },
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

/** The field error for a string that is not plain text (see plain-text.ts), naming the field. */
export function describeTextProblem(finding: TextFinding, lang: Lang): FieldError {
  return {
    field: finding.path.map(String).join('.'),
    message: translate(textProblemMessage[finding.problem], lang, { field: labelOf(finding.path, lang) }),
  }
}
