import type { Bilingual } from './lang'

/** Messages of personal data protection: consent, the guardian, export and deletion. */
export const privacyMessages = {
  'privacy.consentRequired': {
    zh: '请先单独同意处理敏感个人信息（证件号码、出生日期、照片），否则无法保存这些信息',
    en: 'Please first give your separate consent to the processing of sensitive personal information (ID number, birth date, photo); without it these cannot be saved',
  },
  'privacy.guardianConsentRequired': {
    zh: '选手未满 14 周岁，需由父母或其他监护人同意后才能保存证件号码、出生日期和照片',
    en: 'The student is under 14: a parent or guardian must consent before the ID number, birth date and photo can be saved',
  },
  'privacy.guardianNameRequired': { zh: '请输入监护人姓名', en: "Please enter the guardian's name" },
  'privacy.guardianRelationRequired': {
    zh: '请选择监护人与选手的关系',
    en: "Please choose the guardian's relation to the student",
  },
  'privacy.guardianPhoneIsStudents': {
    zh: '监护人手机号不能与选手本人的手机号相同',
    en: "The guardian's phone must not be the student's own phone",
  },
  'privacy.passwordRequired': { zh: '请输入登录密码以确认', en: 'Please enter your password to confirm' },
  'privacy.passwordWrong': {
    zh: '密码错误，账号未删除',
    en: 'The password is wrong; the account was not deleted',
  },
  'privacy.idCardMissing': {
    zh: '请输入证件号码',
    en: 'Please enter the ID number',
  },
  'privacy.studentNotFound': { zh: '该选手不存在', en: 'No such student' },
} as const satisfies Record<string, Bilingual>
