import { pictures } from './pictures'
import type { Bilingual, InfoPageContent } from './types'

export const teamTraining: InfoPageContent = {
  description: {
    zh: '团体赛培训：为会员学校提供专项课程、模拟团体赛和文化品牌项目，帮助战队全面备赛。',
    en: 'Team competition training for member schools: purpose-built programmes, simulated team competitions and culture brand projects.',
  },
  lead: {
    title: { zh: '把兴趣练成实力', en: 'Turning interest into skill' },
    text: {
      zh: '团体赛考验的不只是识字量，还有战队的分工、速度和默契。我们为会员学校的教练和队员提供系统培训，从部件规律到临场策略，一步步带领战队走上赛场。',
      en: 'The team competition tests more than how many characters a team knows: it takes roles, speed and understanding between players. We train coaches and players of member schools from component patterns to match tactics, step by step to the competition floor.',
    },
    picture: pictures.coachTraining,
  },
  blocks: [
    {
      kind: 'cards',
      id: 'programmes',
      title: { zh: '培训内容', en: 'What the training offers' },
      items: [
        {
          title: { zh: '专项设计课程', en: 'Specially designed programmes' },
          text: {
            zh: '按组别设计的部件、字形演变和成语课程，配有教案、课件和字表手册，教练拿来即可上课。',
            en: 'Lessons on components, the history of characters and idioms for each group, with lesson plans, slides and word-list manuals ready for coaches to use.',
          },
          picture: pictures.library,
        },
        {
          title: { zh: '模拟团体赛', en: 'Simulated team competitions' },
          text: {
            zh: '使用正式比赛的计时和题型进行模拟赛，赛后由教练复盘，帮助战队找到分工与节奏。',
            en: "Practice matches with the real timing and question types, followed by a coach's review, so each team finds its roles and rhythm.",
          },
          picture: pictures.speedSpell,
        },
        {
          title: { zh: '文化品牌项目', en: 'Culture brand projects' },
          text: {
            zh: '支持学校打造自己的汉字文化活动，如汉字节、书法社和双语读书会，让战队训练融入校园文化。',
            en: 'Help for schools to build their own character culture events, such as a character festival, a calligraphy society or a bilingual book club, so team training becomes part of school life.',
          },
          picture: pictures.calligraphy,
        },
      ],
    },
    {
      kind: 'links',
      id: 'join',
      title: { zh: '成为会员学校，开始培训', en: 'Become a member school and start training' },
      items: [
        {
          to: '/schoolMemberShip',
          label: { zh: '会员学校报名', en: 'Membership enrollment' },
          primary: true,
        },
        { to: '/teamGameType', label: { zh: '查看团体赛规则', en: 'Team competition rules' } },
      ],
    },
  ],
}

export const sisterSchools: InfoPageContent = {
  description: {
    zh: '姊妹学校计划：国内外学校结对交流，共同开展双语汉字学习与文化活动。',
    en: 'The sister schools programme: schools in China and abroad pair up for bilingual character learning and cultural exchange.',
  },
  lead: {
    title: { zh: '两所学校，一份友谊', en: 'Two schools, one friendship' },
    text: {
      zh: '姊妹学校计划把使用中文和英文教学的学校结成对子。两校师生通过线上课堂、书信往来和互访活动一起学习汉字，在交流中了解彼此的语言与文化。',
      en: "The sister schools programme pairs schools that teach in Chinese with schools that teach in English. Pupils and teachers learn characters together through shared online lessons, letters and visits, and come to know each other's language and culture.",
    },
    picture: pictures.sisterSchools,
  },
  blocks: [
    {
      kind: 'bullets',
      id: 'goals',
      title: { zh: '计划目标', en: 'What the programme aims for' },
      items: [
        {
          zh: '语言互助：两校学生结成学习伙伴，用中英双语互相讲解汉字与词语。',
          en: 'Language partners: pupils of both schools pair up and explain characters and words to each other in both languages.',
        },
        {
          zh: '文化互鉴：共同开展节日、书法和游学活动，在真实情境中体验中华文化。',
          en: 'Cultural exchange: festivals, calligraphy and study tours together, experiencing Chinese culture in real settings.',
        },
        {
          zh: '教学共研：两校教师共享教案、共同备赛，提升双语汉字教学水平。',
          en: 'Shared teaching: teachers of both schools share lesson plans and prepare for the competition together, raising the standard of bilingual teaching.',
        },
      ],
    },
    {
      kind: 'links',
      id: 'apply',
      text: {
        zh: '会员学校可向组委会学校合作部申请结对，邮件请发送至 info@bilingual-spelling.cn。',
        en: "Member schools can ask the committee's school partnerships team for a sister school by writing to info@bilingual-spelling.cn.",
      },
      items: [
        {
          to: '/schoolMemberShip',
          label: { zh: '成为会员学校', en: 'Become a member school' },
          primary: true,
        },
      ],
    },
  ],
}

export const membership = {
  description: {
    zh: '会员学校报名：学校可报名个人赛试卷申请或团体赛战队，登录后在用户中心完成。',
    en: 'Membership enrollment: schools enter the individual competition (paper applications) or the team competition after logging in to the user centre.',
  },
  lead: {
    title: { zh: '欢迎学校加入大赛', en: 'Schools are welcome to join' },
    text: {
      zh: '成为会员学校后，学校可以为学生申请个人赛试卷、在校内组织市级初赛，也可以组建战队参加团体赛，并获得教练培训和教学资源。',
      en: 'As a member school you can apply for individual-competition papers and run the city preliminary on campus, build teams for the team competition, and receive coach training and teaching materials.',
    },
    picture: pictures.sisterSchools,
  },
  benefits: [
    {
      zh: '个人赛试卷按年级、班级申请，市级初赛可在校内进行。',
      en: 'Individual-round papers by grade and class, with the city preliminary held on campus.',
    },
    {
      zh: '每校同一组别最多可报名 2 支战队，每队最多 7 人。',
      en: 'Up to 2 teams per school in the same group, 7 players per team at most.',
    },
    { zh: '会员学校费用每校：{{schoolFee}}。', en: 'School membership per school: {{schoolFee}}.' },
    {
      zh: '缴费后状态由“待付款”变为“已报名”，并发送确认邮件；收据可在“我的账户”下载。',
      en: 'After payment the status changes from awaiting payment to enrolled with a confirmation e-mail; receipts are under My Account.',
    },
  ] as Bilingual[],
}

export const languageClub = {
  description: {
    zh: '语言俱乐部：沟通中西文化、培养双语能力、践行教育创新，开展双语课程、双语俱乐部和游学活动。',
    en: 'The language club: bridging East and West, bilingual skills for international understanding and an innovative model of education, through bilingual courses, clubs and study tours.',
  },
  lead: {
    title: { zh: '在俱乐部里，让双语成为日常', en: 'In the club, two languages become everyday life' },
    text: {
      zh: '语言俱乐部是大赛在课堂和赛场之外的延伸。孩子们在这里用中文和英文讨论、表演、旅行，把比赛中学到的汉字用在真实生活中。',
      en: 'The language club takes the competition beyond the classroom and the stage. Here children discuss, perform and travel in Chinese and English, and use the characters they learned in real life.',
    },
    picture: pictures.bilingualClub,
  },
  blocks: [
    {
      title: { zh: '沟通中西文化', en: 'Bridging East and West cultures' },
      text: {
        zh: '通过节日、故事和艺术，孩子们在比较中理解两种文化的异同，学会用对方听得懂的方式讲述自己的文化。',
        en: 'Through festivals, stories and art, children compare two cultures and learn to tell their own in a way the other side understands.',
      },
      picture: pictures.lanterns,
    },
    {
      title: { zh: '培养双语能力，促进国际理解', en: 'Bilingual competency for international understanding' },
      text: {
        zh: '在讨论、辩论和合作项目中同时使用中英文，让语言成为理解世界、结交朋友的工具。',
        en: 'Using Chinese and English together in discussions, debates and group projects makes language a tool for understanding the world and making friends.',
      },
      picture: pictures.library,
    },
    {
      title: {
        zh: '践行教育创新的实践方案',
        en: 'A practical solution following an educational innovation model',
      },
      text: {
        zh: '以项目式学习为核心，把课程、俱乐部活动和游学串联成完整的学习路径，学校可直接引入。',
        en: 'Built on project-based learning, courses, club activities and study tours form one learning path that schools can adopt as it is.',
      },
      picture: pictures.coachTraining,
    },
  ] as { title: Bilingual; text: Bilingual; picture: typeof pictures.library }[],
}

export const schoolFaqs: InfoPageContent = {
  description: {
    zh: '学校常见问题：会员学校注册与审核、试卷申请、团体赛报名、缴费与收据。',
    en: 'Questions from schools: member-school registration and review, paper applications, team entries, payment and receipts.',
  },
  lead: {
    title: { zh: '学校报名答疑', en: 'Answers for schools' },
    text: {
      zh: '以下问题来自会员学校的老师。更多问题请联系组委会学校合作部：info@bilingual-spelling.cn，400-820-2025。',
      en: "These questions come from teachers at member schools. For anything else, contact the committee's school partnerships team: info@bilingual-spelling.cn, 400-820-2025.",
    },
  },
  blocks: [
    {
      kind: 'faq',
      id: 'school',
      items: [
        {
          question: { zh: '学校如何成为会员学校？', en: 'How does a school become a member school?' },
          answer: [
            {
              zh: '负责老师在“会员学校注册”页面填写学校信息和联系方式，提交后由组委会审核。审核通过后，老师用手机号和短信验证码登录。',
              en: "The responsible teacher fills in the school's details on the member-school registration page. The committee reviews the registration; once approved, the teacher logs in with a phone number and an SMS code.",
            },
          ],
        },
        {
          question: { zh: '会员学校需要缴纳多少费用？', en: 'What does membership cost?' },
          answer: [
            {
              zh: '本赛季会员学校费用每校：{{schoolFee}}。可通过支付宝或银行转账支付。',
              en: "This season's membership per school: {{schoolFee}}, paid by Alipay or bank transfer.",
            },
          ],
        },
        {
          question: { zh: '个人赛试卷怎样申请？', en: 'How do we apply for individual-round papers?' },
          answer: [
            {
              zh: '登录后进入“个人赛试卷申请”，选择预计考试时间、包含的组别和班级数，填写邮寄信息后提交，组委会将按申请寄送试卷。',
              en: 'After logging in, open the individual paper applications, choose the planned test date, the groups and the number of classes, add the mailing details and submit; the committee sends the papers as applied for.',
            },
          ],
        },
        {
          question: { zh: '一所学校可以报名几支团体赛战队？', en: 'How many teams can one school enter?' },
          answer: [
            {
              zh: '同一组别每校最多 2 支战队，每队最多 7 名队员，报名费每队每赛季：{{teamFee}}，缴费后不予退还。',
              en: 'At most 2 teams per school in the same group, at most 7 players per team; the fee per team and season ({{teamFee}}) is not refundable once paid.',
            },
          ],
        },
        {
          question: {
            zh: '缴费后如何确认、如何开收据？',
            en: 'How is payment confirmed, and where is the receipt?',
          },
          answer: [
            {
              zh: '收到款项后，报名状态由“待付款”变为“已报名”，系统发送确认邮件。电子收据（PDF）可在“我的账户”中下载。',
              en: 'When the payment arrives the status changes from awaiting payment to enrolled and a confirmation e-mail is sent. The receipt can be downloaded as a PDF under My Account.',
            },
          ],
        },
      ],
    },
  ],
}

/** The membership page's headings, buttons and prompts. */
export const membershipTexts = {
  individual: { zh: '个人赛', en: 'Individual Competition' },
  team: { zh: '团体赛', en: 'Team Competition' },
  benefitsTitle: { zh: '会员学校须知', en: 'For member schools' },
  choose: {
    zh: '请先登录学校账号，再选择要报名的赛事：',
    en: 'Log in with your school account first, then choose the competition to enter:',
  },
  // A school already signed in is not told to log in.
  chooseSignedIn: {
    zh: '学校账号已登录，选择要报名的赛事：',
    en: 'Your school account is signed in: choose the competition to enter.',
  },
}

/** The language club page's headings and link labels. */
export const languageClubTexts = {
  blocksTitle: { zh: '俱乐部理念', en: 'What the club stands for' },
  joinUs: { zh: 'JOIN US 加入我们', en: 'JOIN US' },
  learnMore: { zh: '了解更多', en: 'Learn more' },
  activitiesTitle: { zh: '俱乐部活动', en: 'Club activities' },
  courses: { zh: '双语课程', en: 'Bilingual courses' },
  club: { zh: '双语俱乐部', en: 'Bilingual club' },
  tours: { zh: '游学活动', en: 'Study tours' },
}
