/**
 * The public pages' interface texts (forms, dialogs, buttons). The pages' prose itself is content:
 * bilingual data in ../content/, read with `useLang().pick`, which also fills the season placeholders.
 */
export const zh = {
  volunteer: {
    title: '志愿者意向表',
    intro: '留下您的联系方式和想参与的方向，组委会志愿者协调人会在 5 个工作日内与您联系。',
    name: '姓名',
    phone: '手机号',
    email: '邮箱（选填）',
    city: '所在城市',
    roles: '希望参与的方向（可多选）',
    message: '留言（选填）',
    messagePlaceholder: '例如：可服务的时间、语言能力或相关经验',
    submit: '提交意向',
    thanks: '感谢您的报名！',
    thanksText: '我们已收到您的志愿者意向，组委会将尽快与您联系。',
    another: '再填一份',
  },
  example: {
    title: '三步示例：拼写“休”',
    previous: '上一步',
    next: '下一步',
    step: '第 {{n}} 步，共 3 步',
  },
  registrationQr: {
    title: '个人赛报名',
    scan: '请使用微信扫描下方二维码，进入小程序继续完成个人选手报名。',
    qrAlt: '个人赛报名入口二维码',
    onThisSite: '不方便扫码？在本网站注册选手账号',
    close: '知道了',
  },
}

export type PublicSiteTexts = typeof zh
