import { useTranslation } from 'react-i18next'

const zh = {
  consent: {
    title: '敏感个人信息同意',
    intro:
      '证件号码、出生日期和照片属于敏感个人信息。我们仅将其用于参赛资格审核、分组和证书制作，加密保存，不向无关方提供。',
    sensitive: '我已阅读《隐私政策》，并单独同意大赛组委会处理我的证件号码、出生日期和照片',
    sensitiveRequired: '请先勾选上面的同意，才能保存证件号码、出生日期和照片',
    guardianRequired: '请由监护人填写姓名、关系和手机号并勾选同意后再保存',
    policyLink: '查看隐私政策',
    given: (at: string, v: string) => `已于 ${at} 同意（隐私政策版本 ${v}）`,
    guardianTitle: '监护人同意（选手未满 14 周岁）',
    guardianIntro: '选手未满 14 周岁，须由父母或其他监护人阅读隐私政策并同意后才能保存以上信息。',
    guardianName: '监护人姓名',
    guardianNamePlaceholder: '请输入监护人姓名',
    relation: '与选手关系',
    relationPlaceholder: '请选择',
    relations: { father: '父亲', mother: '母亲', guardian: '其他监护人' },
    guardianPhone: '监护人手机号',
    guardianPhonePlaceholder: '请输入监护人手机号',
    guardianAgree: '我是选手的父母或其他监护人，已阅读《隐私政策》，同意处理选手的上述敏感个人信息',
  },
  idCard: {
    change: '修改',
    keep: '保留原号码',
    maskedHint: '为保护您的信息，证件号码仅显示部分数字；如需修改，请点击“修改”后输入完整号码。',
  },
}

const en: typeof zh = {
  consent: {
    title: 'Consent to sensitive personal information',
    intro:
      'Your ID number, birth date and photo are sensitive personal information. We use them only to check eligibility, place you in a group and make certificates; they are stored encrypted and given to no one else.',
    sensitive:
      'I have read the Privacy Policy and separately consent to the committee processing my ID number, birth date and photo',
    sensitiveRequired: 'Tick the consent above to save the ID number, birth date and photo',
    guardianRequired:
      'A guardian fills in their name, relation and mobile and ticks the consent before saving',
    policyLink: 'Read the Privacy Policy',
    given: (at: string, v: string) => `Consent given on ${at} (privacy policy version ${v})`,
    guardianTitle: "Guardian's consent (student under 14)",
    guardianIntro:
      'The student is under 14: a parent or guardian must read the Privacy Policy and consent before this information can be saved.',
    guardianName: "Guardian's name",
    guardianNamePlaceholder: "Enter the guardian's name",
    relation: 'Relation to the student',
    relationPlaceholder: 'Choose',
    relations: { father: 'Father', mother: 'Mother', guardian: 'Other guardian' },
    guardianPhone: "Guardian's mobile",
    guardianPhonePlaceholder: "Enter the guardian's mobile number",
    guardianAgree:
      "I am the student's parent or guardian, have read the Privacy Policy and consent to the processing of the student's sensitive personal information above",
  },
  idCard: {
    change: 'Change',
    keep: 'Keep the stored one',
    maskedHint:
      'To protect you, only part of your ID number is shown. To change it, press "Change" and type the whole new number.',
  },
}

/** The texts of the sensitive-information consent and the masked ID number in the profile form. */
export function useConsentText() {
  const { i18n } = useTranslation()
  return i18n.language === 'en' ? en : zh
}
