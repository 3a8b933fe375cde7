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
    scan: '请使用微信或手机相机扫描下方二维码，在本网站继续完成个人选手报名。',
    qrAlt: '个人赛报名入口二维码',
    onThisSite: '不方便扫码？在本网站注册选手账号',
    close: '知道了',
  },
  characterBank: {
    enterTitle: '进入字库',
    enterText:
      '报名选手登录后可在线学习完整字库：拼音、英文释义、古文字字形和读音。进入前会检查您的基本信息是否完整。',
    enter: '进入字库',
    loginFirst: '登录后进入字库',
    lockedTitle: '字库密码',
    lockedNote: '本区域已加密。付款后确认邮件和个人中心均可查看字库密码，输入后即可查看本赛季字库。',
    password: '密码',
    submit: '解锁',
    opened: '{{season}} 赛季字库已解锁',
    characters: '{{n}} 字',
    previewNote: '以下为各字库的前几个字。登录后进入字库可查看全部内容并收听读音。',
  },
}

export type PublicSiteTexts = typeof zh
