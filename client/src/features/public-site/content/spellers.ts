import { pictures } from './pictures'
import type { Bilingual, InfoPageContent } from './types'

export const onlineLearning: InfoPageContent = {
  description: {
    zh: '在线学习资源：分级字库、汉英词典、趣味练习和模拟考试，帮助选手在家高效备赛。',
    en: 'Online learning resources: the graded character bank, a Chinese-English dictionary, fun practice and sample exams to prepare at home.',
  },
  lead: {
    title: { zh: '随时随地，练好每一个字', en: 'Practise every character, anywhere' },
    text: {
      zh: '报名选手登录后即可使用全部线上资源。字库按组别整理，每个字配有拼音、英文释义、古文字字形和标准读音；练习和模拟考试让选手提前熟悉比赛节奏。',
      en: 'Registered spellers can use every online resource after logging in. The character bank is organised by group, and each character comes with pinyin, English meaning, ancient forms and a recorded sound; practice rounds and sample exams make the pace of the competition familiar.',
    },
    picture: pictures.tablet,
  },
  blocks: [
    {
      kind: 'cards',
      id: 'resources',
      title: { zh: '学习资源', en: 'Resources' },
      items: [
        {
          title: { zh: '分级字库', en: 'Graded character bank' },
          text: {
            zh: '本组必写字与通用认读字，按字母索引，可搜索、可收听读音。',
            en: "Your group's characters to write and the general characters to recognise, indexed A to Z, searchable, with sound.",
          },
          picture: pictures.library,
          link: { to: '/speCharacterBank', label: { zh: '了解字库', en: 'About the character bank' } },
        },
        {
          title: { zh: '趣味练习', en: 'Fun practice' },
          text: {
            zh: '部件组字、看古文识今字、听音选字等小游戏，每次练习都有即时反馈。',
            en: 'Short games such as building characters from components, matching ancient and modern forms and choosing by sound, each with instant feedback.',
          },
          picture: pictures.magicComponents,
          link: { to: '/stu/exer/index', label: { zh: '开始练习', en: 'Start practising' } },
        },
        {
          title: { zh: '模拟考试', en: 'Sample exam' },
          text: {
            zh: '与复选赛同样的界面和计时，提前熟悉线上作答流程，考前不再紧张。',
            en: 'The same screens and timing as the re-selection round, so the online round holds no surprises on the day.',
          },
          picture: pictures.phoneRegister,
          link: { to: '/stu/index', label: { zh: '进入选手主页', en: 'Go to my speller home' } },
        },
      ],
    },
    {
      kind: 'bullets',
      id: 'tips',
      title: { zh: '备赛小贴士', en: 'Tips for preparing' },
      items: [
        {
          zh: '每天 15 分钟，少量多次比一次学很多更有效。',
          en: 'Fifteen minutes a day: little and often works better than a lot at once.',
        },
        {
          zh: '先学常见部件，再用部件“拼”新字，事半功倍。',
          en: 'Learn the common components first, then use them to spell new characters.',
        },
        {
          zh: '把英文释义和汉字一起记，比赛时听到英文就能想到字。',
          en: 'Learn the English meaning with the character, so hearing one brings the other to mind.',
        },
        {
          zh: '用计时器模拟 60 秒作答，练习在时间压力下保持准确。',
          en: 'Practise with a 60-second timer to stay accurate under time pressure.',
        },
      ],
    },
  ],
}

export const characterBank = {
  description: {
    zh: '大赛字库：依据国际中文教育中文水平等级标准，2000+ 认读字、1200 书写字；报名选手付款后凭确认邮件或个人中心中的密码开启。',
    en: 'The competition character bank: based on the grading standards for international Chinese language education, 2000+ characters to understand and 1200 to write; once paid, spellers open it with the password from their confirmation e-mail or student area.',
  },
  lead: {
    title: { zh: '一份字库，陪伴整个赛季', en: 'One character bank for the whole season' },
    text: {
      zh: '大赛字库依据《国际中文教育中文水平等级标准》编制，按组别分级。所有比赛题目都出自字库，选手只需踏实学好字库中的字。',
      en: 'The character bank follows the grading standards for international Chinese language education and is graded by group. Every competition question comes from it, so spellers can focus on learning these characters well.',
    },
  },
  stats: [
    {
      value: '14',
      label: {
        zh: '国际中文教育中文水平等级标准',
        en: 'Grading standards for international Chinese language education',
      },
    },
    { value: '2000+', label: { zh: '认读字（理解字义）', en: 'Characters to understand' } },
    { value: '1200', label: { zh: '书写字（会写会拼）', en: 'Characters to write' } },
  ],
} satisfies { description: Bilingual; lead: { title: Bilingual; text: Bilingual }; stats: unknown[] }

export const registerForCompetition = {
  description: {
    zh: '报名参赛：扫码在本网站完成个人赛报名，报名费：{{individualFee}}，报名后即可使用电子字库。',
    en: 'Register for the competition: scan the code to register as an individual speller on this website; the fee ({{individualFee}}) gives access to the electronic character bank.',
  },
  lead: {
    title: { zh: '三步完成个人赛报名', en: 'Register for the individual competition in three steps' },
    text: {
      zh: '个人选手在本网站报名。用手机扫描二维码，填写选手信息并完成缴费；付款后确认邮件和个人中心均可查看字库密码。',
      en: "Individual spellers register on this website. Scan the QR code with your phone, fill in the speller's details and pay; once paid, the character bank password is in the confirmation e-mail and in your student area.",
    },
    picture: pictures.phoneRegister,
  },
  steps: [
    {
      title: { zh: '扫码进入报名', en: 'Scan to open registration' },
      text: {
        zh: '点击“立即报名”，用微信扫描二维码。',
        en: 'Press "Registration now" and scan the QR code with WeChat.',
      },
    },
    {
      title: { zh: '填写选手信息', en: "Enter the speller's details" },
      text: {
        zh: '姓名、年级、学校和监护人联系方式，请确保与证件一致。',
        en: "Name, grade, school and a guardian's contact, matching the speller's ID.",
      },
    },
    {
      title: { zh: '缴费并查收确认邮件', en: 'Pay and check your e-mail' },
      text: {
        zh: '报名费：{{individualFee}}。付款后确认邮件和个人中心均可查看本赛季字库密码。',
        en: "Fee: {{individualFee}}. Once paid, this season's character bank password is in the confirmation e-mail and in your student area.",
      },
    },
  ],
  terms: [
    {
      zh: '报名后可使用电子字库（本组字库 + 通用字库）。',
      en: "Registration gives access to the electronic character bank (your group's list plus the general list).",
    },
    {
      zh: '市级初赛/复选赛报名缴费后 15 天内（含第 15 天）可申请退款，平台服务费除外其余全额退还；超过 15 天或已参赛不予退款。',
      en: 'A refund can be requested within 15 days (inclusive) of paying for the city preliminary or re-selection round; everything except the platform fee is refunded. No refund after 15 days or after taking part.',
    },
    {
      zh: '电子字库与练习卷不予退款；退款后优惠券失效。',
      en: 'The electronic character bank and practice papers are not refundable; coupons become invalid on refund.',
    },
  ],
}

export const carnivalFuture: InfoPageContent = {
  description: {
    zh: '未来嘉年华：全国总决赛期间的汉字文化节，灯谜、书法、汉字游戏和双语舞台，全家都能参加。',
    en: 'The Future Carnival: a festival of Chinese characters during the national final, with lantern riddles, calligraphy, character games and a bilingual stage for the whole family.',
  },
  lead: {
    title: { zh: '比赛之外，汉字也可以这样好玩', en: 'Beyond the contest: characters can be this much fun' },
    text: {
      zh: '每年全国总决赛期间，我们在赛场旁举办“未来嘉年华”。选手、家长和小观众都能在这里猜灯谜、写书法、玩汉字游戏，认识来自各地的新朋友。',
      en: 'Every year during the national final we hold the Future Carnival next to the stage. Spellers, parents and young visitors solve lantern riddles, try calligraphy, play character games and make friends from all over the country.',
    },
    picture: pictures.lanterns,
  },
  blocks: [
    {
      kind: 'cards',
      id: 'zones',
      title: { zh: '嘉年华四大展区', en: 'Four zones of the carnival' },
      items: [
        {
          title: { zh: '灯谜长廊', en: 'Lantern riddle walk' },
          text: {
            zh: '百余条中英双语字谜挂满长廊，猜中即可领取小奖品。',
            en: 'More than a hundred bilingual character riddles hang along the walk; solve one to win a small prize.',
          },
          picture: pictures.lanterns,
        },
        {
          title: { zh: '书法体验', en: 'Calligraphy corner' },
          text: {
            zh: '书法老师手把手教你写一个“福”字带回家。',
            en: 'A calligraphy teacher guides your hand to write a "福" (good fortune) to take home.',
          },
          picture: pictures.calligraphy,
        },
        {
          title: { zh: '汉字游戏擂台', en: 'Character game arena' },
          text: {
            zh: '团体赛游戏开放体验，家长和孩子可以组队挑战。',
            en: 'Try the team-competition games, with parents and children playing side by side.',
          },
          picture: pictures.speedSpell,
        },
        {
          title: { zh: '双语小舞台', en: 'Bilingual stage' },
          text: {
            zh: '诗歌朗诵、双语短剧和才艺展示，人人都可以报名上台。',
            en: 'Poetry, short bilingual plays and talent shows, with a place on stage for anyone who signs up.',
          },
          picture: pictures.bilingualClub,
        },
      ],
    },
    {
      kind: 'text',
      id: 'future',
      title: { zh: '面向未来', en: 'Looking ahead' },
      paragraphs: [
        {
          zh: '“未来”是我们对孩子的期待：今天的小选手，将来会成为连接中国与世界的桥梁。嘉年华免费向所有选手家庭开放，具体时间和地点将随全国总决赛通知一起发布。',
          en: "The \"future\" in its name is our hope for the children: today's young spellers will be tomorrow's bridges between China and the world. The carnival is free for every speller's family; its date and place are announced with the national final.",
        },
      ],
      picture: pictures.audience,
    },
  ],
}

export const spellerFaqs: InfoPageContent = {
  description: {
    zh: '选手与家长常见问题：报名费用、缴费方式、报名状态、电子收据与退款规则。',
    en: 'Questions from spellers and parents: fees, how to pay, registration status, receipts and refunds.',
  },
  lead: {
    title: { zh: '您可能想知道', en: 'You may want to know' },
    text: {
      zh: '以下是家长和选手最常问的问题。如未找到答案，请发送邮件至 info@bilingual-spelling.cn 或致电 400-820-2025（工作日 9:00–18:00）。',
      en: 'These are the questions parents and spellers ask most. If yours is not here, e-mail info@bilingual-spelling.cn or call 400-820-2025 (weekdays 9:00-18:00).',
    },
  },
  blocks: [
    {
      kind: 'faq',
      id: 'fees',
      title: { zh: '费用与缴费', en: 'Fees and payment' },
      items: [
        {
          question: { zh: '报名参赛需要多少费用？', en: 'How much does it cost to enter?' },
          answer: [
            {
              zh: '个人赛报名费：{{individualFee}}。学校加入本赛季会员学校的费用每校：{{schoolFee}}。团体赛报名费每队每赛季：{{teamFee}}。',
              en: "Individual competition fee: {{individualFee}}. A school's membership for the season, per school: {{schoolFee}}. Team competition fee per team and season: {{teamFee}}.",
            },
          ],
        },
        {
          question: { zh: '可以用哪些方式缴费？', en: 'How can I pay?' },
          answer: [
            {
              zh: '支持支付宝和银行转账。在线缴费时扫描订单页面的二维码即可完成支付。',
              en: 'By Alipay or bank transfer. For online payment, scan the QR code on the order page.',
            },
          ],
        },
        {
          question: { zh: '缴费后报名状态会怎样变化？', en: 'What happens to my status after I pay?' },
          answer: [
            {
              zh: '收到款项后，状态会从“待付款”变为“已报名”，同时我们会发送确认邮件。',
              en: 'When the payment is received, the status changes from awaiting payment to enrolled and we send a confirmation e-mail.',
            },
          ],
        },
        {
          question: { zh: '如何获取收据？', en: 'How do I get a receipt?' },
          answer: [
            {
              zh: '登录后在“我的账户”中可下载 PDF 格式的电子收据。',
              en: 'Log in and download the receipt as a PDF under My Account.',
            },
          ],
        },
      ],
    },
    {
      kind: 'faq',
      id: 'refunds',
      title: { zh: '退款规则', en: 'Refunds' },
      items: [
        {
          question: { zh: '报名后可以退款吗？', en: 'Can I get a refund after registering?' },
          answer: [
            {
              zh: '市级初赛/复选赛报名缴费后 15 天内（含第 15 天）可申请退款，除平台服务费外全额退还。',
              en: 'Within 15 days (inclusive) of paying for the city preliminary or re-selection round you can ask for a refund of everything except the platform fee.',
            },
            {
              zh: '超过 15 天或已参加比赛，不予退款。',
              en: 'There is no refund after 15 days, or once the speller has taken part.',
            },
          ],
        },
        {
          question: { zh: '哪些项目不能退款？', en: 'What cannot be refunded?' },
          answer: [
            {
              zh: '电子字库和练习卷不予退款；退款后已使用的优惠券将失效。',
              en: 'The electronic character bank and practice papers are not refundable; coupons used become invalid on refund.',
            },
          ],
        },
      ],
    },
    {
      kind: 'faq',
      id: 'competition',
      title: { zh: '比赛与字库', en: 'Competition and character bank' },
      items: [
        {
          question: { zh: '孩子几年级可以参加？', en: 'Which grades can take part?' },
          answer: [
            {
              zh: '个人赛面向一至九年级（7–15 岁），团体赛面向一至十二年级（7–18 岁）。',
              en: 'The individual competition is for grades 1-9 (ages 7-15); the team competition for grades 1-12 (ages 7-18).',
            },
          ],
        },
        {
          question: { zh: '字库密码在哪里？', en: 'Where is the character bank password?' },
          answer: [
            {
              zh: '报名缴费后，确认邮件和个人中心均可查看本赛季字库密码（学校报名或试卷申请通过后，密码发到学校填写的邮箱），在“字库”页面输入即可查看。',
              en: "Once your entry is paid it is in the confirmation e-mail and in your student area (for a school's entry or approved paper application, it goes to the school's e-mail); enter it on the Character Bank page.",
            },
          ],
        },
        {
          question: { zh: '参赛证书如何核验？', en: 'How is a certificate verified?' },
          answer: [
            {
              zh: '每张证书都有唯一编码，当年有效。在“证书查询”页面输入编码和验证码即可在线核验。',
              en: 'Each certificate has a unique code, valid for its year. Enter the code and the captcha on the Certificate Verification page.',
            },
          ],
        },
      ],
    },
  ],
}

/** The registration page's fee line, button and headings. */
export const registerTexts = {
  registerNow: { zh: '立即报名', en: 'Registration now' },
  stepsTitle: { zh: '报名步骤', en: 'How to register' },
  fee: { zh: '个人赛报名费：{{individualFee}}', en: 'Individual competition fee: {{individualFee}}' },
  termsTitle: { zh: '报名与退款条款', en: 'Registration and refund terms' },
}
