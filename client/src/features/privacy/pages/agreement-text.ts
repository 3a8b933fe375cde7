/** One section of the user agreement: a heading and its paragraphs. */
interface AgreementSection {
  heading: string
  paragraphs: string[]
}

const zh: AgreementSection[] = [
  {
    heading: '一、协议的范围',
    paragraphs: [
      '本协议是您（选手本人，选手未成年时由其父母或其他监护人代为阅读和同意）与中英双语汉字拼写大赛组委会（“组委会”）之间关于使用本网站及其服务（报名参赛、线上复选赛、字库、趣味学习、课程、订单和证书查询）的约定。',
      '您勾选“我已阅读并同意《用户协议及隐私政策》”并保存信息，即表示您已阅读、理解并同意本协议和《隐私政策》的全部内容。',
    ],
  },
  {
    heading: '二、账号与信息',
    paragraphs: [
      '请使用本人的手机号或邮箱注册，并如实填写选手的姓名、证件、学校和年级等信息。证件信息用于参赛资格审核、分组和证书制作；信息不实造成的成绩无效或证书无法核验，由填写人自行承担。',
      '请妥善保管密码和短信验证码，不要转借账号。每位选手只能有一个参赛身份。发现账号被他人使用时，请立即修改密码并联系组委会。',
    ],
  },
  {
    heading: '三、参赛规则',
    paragraphs: [
      '选手须本人独立完成线上复选赛，听从裁判的指令开始答题，不得请他人代答、使用翻译或查询工具，不得以任何方式干扰考试系统。违反规则的，组委会可取消其当次成绩和获奖资格。',
      '比赛的阶段、时间、组别和评分规则以组委会在本网站公布的为准。',
    ],
  },
  {
    heading: '四、费用与退款',
    paragraphs: [
      '市级初赛或复选赛报名付款之日起 15 日内（含第 15 日）可申请退款，退还平台服务费以外的全部费用；超过 15 日或已参赛的，不予退款。退款在 5 至 20 个工作日内处理完毕，退款后所用优惠券失效。',
      '电子字库和趣味学习试卷属于数字内容，购买后不予退款。',
    ],
  },
  {
    heading: '五、学习内容与知识产权',
    paragraphs: [
      '本网站的字库、题目、音频、课程和页面设计受著作权法保护，仅供选手本人学习使用，不得复制、录制、转售或公开传播。字库中注明来源的数据按其原许可协议使用。',
    ],
  },
  {
    heading: '六、未成年人保护',
    paragraphs: [
      '大赛选手多为未成年人。未满 14 周岁的选手，须由父母或其他监护人阅读本协议和《隐私政策》并同意后，才能填写证件号码、出生日期和照片。我们如何收集、使用和保护个人信息，详见《隐私政策》。',
    ],
  },
  {
    heading: '七、协议的变更与联系我们',
    paragraphs: [
      '组委会可能因服务或法律法规的变化修改本协议，修改后的协议在本页公布；涉及您重要权利的修改，我们会在您下次保存信息时请您重新确认。',
      '对本协议有任何疑问，或需要查询、更正、删除个人信息，请通过网站页脚的联系方式与组委会联系。',
    ],
  },
]

const en: AgreementSection[] = [
  {
    heading: '1. What this agreement covers',
    paragraphs: [
      'This agreement is between you (the contestant; for a minor, their parent or guardian reads and agrees on their behalf) and the organising committee of the Chinese-English Bilingual Character Spelling Competition ("the committee"). It covers this website and its services: signing up, the online re-selection round, the character bank, fun learning, courses, orders and certificate lookup.',
      'By ticking "I have read and agree to the User Agreement and Privacy Policy" and saving your information, you confirm that you have read, understood and accepted this agreement and the Privacy Policy in full.',
    ],
  },
  {
    heading: '2. Your account and information',
    paragraphs: [
      "Register with your own mobile number or e-mail and give the contestant's true name, ID, school and grade. ID details are used to check eligibility, place the contestant in a group and make certificates; results that are void or certificates that cannot be verified because of false details are the responsibility of whoever entered them.",
      'Keep your password and SMS codes to yourself and do not lend your account. Each contestant may hold only one competition identity. If someone else uses your account, change the password at once and contact the committee.',
    ],
  },
  {
    heading: '3. Competition rules',
    paragraphs: [
      'Contestants take the online re-selection round on their own and start when the judge says so. Nobody may answer for them, translation or look-up tools may not be used, and the exam system may not be interfered with in any way. The committee may cancel the result and any award of a contestant who breaks these rules.',
      'The stages, times, groups and scoring rules are those the committee publishes on this website.',
    ],
  },
  {
    heading: '4. Fees and refunds',
    paragraphs: [
      'A refund of the city preliminary or re-selection sign-up can be requested within 15 days (inclusive) of paying; everything except the platform fee is refunded. After 15 days, or once the contestant has taken part, there is no refund. Refunds are processed within 5 to 20 working days, and a coupon used for the order becomes invalid.',
      'The electronic character bank and the fun-learning papers are digital content and are not refundable once bought.',
    ],
  },
  {
    heading: '5. Learning content and intellectual property',
    paragraphs: [
      "The character bank, questions, audio, courses and page design of this website are protected by copyright and are for the contestant's own learning only; they may not be copied, recorded, resold or published. Data in the character bank with a named source is used under its own licence.",
    ],
  },
  {
    heading: '6. Protecting minors',
    paragraphs: [
      'Most contestants are minors. For a contestant under 14, a parent or other guardian must read and accept this agreement and the Privacy Policy before the ID number, birth date and photo can be entered. How we collect, use and protect personal information is set out in the Privacy Policy.',
    ],
  },
  {
    heading: '7. Changes and contact',
    paragraphs: [
      'The committee may change this agreement when its services or the law change; the changed agreement is published on this page, and a change to your important rights is confirmed with you the next time you save your information.',
      'For any question about this agreement, or to see, correct or delete your personal information, contact the committee through the details in the footer of the website.',
    ],
  },
]

/** The user agreement in both languages (the same sections in the same order). */
export const agreementText = { zh, en }
