/** The profile's texts: the separate consent and the guardian's, and the ID number field. */
export const zh = {
  consent: {
    title: '敏感个人信息同意',
    intro:
      '证件号码、出生日期和照片属于敏感个人信息。我们仅将其用于参赛资格审核、分组和证书制作，加密保存，不向无关方提供。',
    sensitive: '我已阅读《隐私政策》，并单独同意大赛组委会处理我的证件号码、出生日期和照片',
    sensitiveRequired: '请先勾选上面的同意，才能保存证件号码、出生日期和照片',
    guardianRequired: '请由监护人填写姓名、关系和手机号并勾选同意后再保存',
    policyLink: '查看隐私政策',
    given: '已于 {{at}} 同意（隐私政策版本 {{v}}）',
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

export type ProfileTexts = typeof zh
