import { pictures } from './pictures'
import type { Bilingual, InfoPageContent } from './types'

export const aboutBackground: InfoPageContent = {
  description: {
    zh: '中英双语汉字拼写大赛的缘起：让在双语环境中成长的孩子写好汉字、讲好中文，在比赛中爱上中华文化。',
    en: 'Why the Chinese-English Bilingual Character Spelling Competition exists: helping children who grow up with two languages write Chinese characters well and love the culture behind them.',
  },
  lead: {
    title: { zh: '一笔一画，连接两种语言', en: 'Stroke by stroke, bridging two languages' },
    text: {
      zh: '越来越多的孩子在中文和英文之间长大：在家说中文，在学校读英文，或者反过来。他们能听会说，却常常“提笔忘字”。中英双语汉字拼写大赛正是为他们而设——用孩子熟悉的英文释义引出汉字，让他们在限时拼写中记住每一个部件、每一笔顺序。',
      en: 'More and more children grow up between Chinese and English: Chinese at home and English at school, or the other way round. They understand and speak, yet often cannot write the character they need. The Bilingual Character Spelling Competition was made for them: each character is introduced through its English meaning, and spelling it against the clock makes every component and stroke stick.',
    },
    picture: pictures.calligraphy,
  },
  blocks: [
    {
      kind: 'text',
      id: 'why',
      title: { zh: '为什么是“拼写”', en: 'Why "spelling"' },
      paragraphs: [
        {
          zh: '英文有拼写比赛，汉字也能“拼”。一个汉字由部件组成，部件又由笔画组成。大赛借鉴英文拼写比赛的形式：评委读出汉字和它的英文含义，选手在 60 秒内说出或写出它的部件与笔画。',
          en: 'English has its spelling bees, and Chinese characters can be spelled too. A character is built from components, and components from strokes. Borrowing the format of the spelling bee, a judge reads a character with its English meaning and the speller has 60 seconds to name or write its components and strokes.',
        },
        {
          zh: '这种方式把“认字”变成“拆字”和“组字”，让孩子理解汉字的构造规律，而不仅是死记硬背。',
          en: 'This turns recognising characters into taking them apart and building them up, so children learn how characters are made instead of memorising them by rote.',
        },
      ],
      picture: pictures.oneOnOne,
    },
    {
      kind: 'stats',
      id: 'numbers',
      title: { zh: '大赛一览', en: 'The competition at a glance' },
      items: [
        {
          value: '7–15',
          label: { zh: '个人赛选手年龄（一至九年级）', en: 'Ages of individual spellers (grades 1-9)' },
        },
        {
          value: '7–18',
          label: { zh: '团体赛选手年龄（一至十二年级）', en: 'Ages of team members (grades 1-12)' },
        },
        {
          value: '3',
          label: {
            zh: '个人赛赛程：市级初赛、复选赛（全国晋级赛）、全国总决赛',
            en: 'Rounds: city preliminary, re-selection (national entry round), national final',
          },
        },
        { value: '60 s', label: { zh: '每个汉字的作答时间', en: 'Time to spell each character' } },
      ],
    },
    {
      kind: 'cards',
      id: 'who',
      title: { zh: '我们服务谁', en: 'Who we serve' },
      items: [
        {
          title: { zh: '选手与家长', en: 'Spellers and parents' },
          text: {
            zh: '为 7–15 岁的孩子提供分年级的字库、在线练习和真实的比赛舞台，让家长看得见孩子的进步。',
            en: 'Graded character lists, online practice and a real stage for children aged 7 to 15, so parents can see their progress.',
          },
          picture: pictures.audience,
        },
        {
          title: { zh: '学校与老师', en: 'Schools and teachers' },
          text: {
            zh: '会员学校可申请个人赛试卷、组建团体赛战队，并获得教练培训和教学资源。',
            en: 'Member schools apply for individual-round papers, build teams for the team competition and receive coach training and teaching materials.',
          },
          picture: pictures.coachTraining,
        },
        {
          title: { zh: '评委、教练与志愿者', en: 'Judges, coaches and volunteers' },
          text: {
            zh: '热爱中文教育的人在这里相聚，用专业和热情守护每一场比赛的公平与温度。',
            en: 'People who care about Chinese education meet here, keeping every round fair and warm with their expertise and energy.',
          },
          picture: pictures.volunteers,
        },
      ],
    },
  ],
}

export const aboutVision: InfoPageContent = {
  description: {
    zh: '大赛愿景：让每个双语孩子都能自信地读写汉字，用两种语言理解世界、讲述中国。',
    en: "Our vision: every bilingual child reads and writes Chinese characters with confidence, and uses two languages to understand the world and tell China's story.",
  },
  lead: {
    title: { zh: '写好中国字，讲好中国话', en: 'Write Chinese well, speak Chinese well' },
    text: {
      zh: '我们希望汉字不再是双语孩子的难题，而是他们的骄傲。通过比赛、课程和交流活动，大赛陪伴孩子从认识一个字，走到热爱一种文化。',
      en: 'We want Chinese characters to be a source of pride for bilingual children rather than a hurdle. Through competitions, courses and exchanges, we walk with them from their first character to a lasting love of the culture.',
    },
    picture: pictures.bilingualClub,
  },
  blocks: [
    {
      kind: 'cards',
      id: 'pillars',
      title: { zh: '三个坚持', en: 'Three commitments' },
      numbered: true,
      items: [
        {
          title: { zh: '以字为本', en: 'Characters first' },
          text: {
            zh: '每一道题都回到汉字本身：字形、部件、笔顺和字义，让孩子真正“懂字”。',
            en: 'Every question comes back to the character itself, its form, components, stroke order and meaning, so children truly understand it.',
          },
        },
        {
          title: { zh: '双语相通', en: 'Two languages, one understanding' },
          text: {
            zh: '用英文释义搭桥，让孩子在熟悉的语言里理解新字，在两种语言之间自由切换。',
            en: 'English meanings act as the bridge, so a new character is understood through a familiar language and children move freely between the two.',
          },
        },
        {
          title: { zh: '公平有趣', en: 'Fair and fun' },
          text: {
            zh: '统一的字库、清晰的规则和专业的评委保证公平；游戏化的团体赛和嘉年华让学习充满乐趣。',
            en: 'One shared character bank, clear rules and trained judges keep it fair; team games and the carnival keep it fun.',
          },
        },
      ],
    },
    {
      kind: 'bullets',
      id: 'goals',
      title: { zh: '到 2030 年，我们希望', en: 'By 2030 we hope to' },
      items: [
        {
          zh: '让更多城市的学校成为会员学校，把比赛带到孩子身边。',
          en: 'Bring the competition to children in many more cities through member schools.',
        },
        {
          zh: '建成覆盖一至十二年级的分级字库和配套在线练习。',
          en: 'Complete a graded character bank for grades 1 to 12 with matching online practice.',
        },
        {
          zh: '培养一支熟悉双语教学的评委与教练队伍。',
          en: 'Train a community of judges and coaches at home in bilingual teaching.',
        },
        {
          zh: '通过姊妹学校和游学，让不同背景的孩子在汉字中相遇。',
          en: 'Let children of different backgrounds meet through characters, in sister schools and study tours.',
        },
      ],
    },
  ],
}

export interface CommitteeMember {
  name: Bilingual
  role: Bilingual
  description: Bilingual
  portrait: string
  email: string
  /** The same number in both languages, its extension said as each language says it (转 801, ext. 801). */
  phone: Bilingual
}

const portrait = (n: number) => `/images/site/people/member-${n}.svg`

export const committeeMembers: CommitteeMember[] = [
  {
    name: { zh: '周文澜', en: 'Zhou Wenlan' },
    role: { zh: '组委会主任', en: 'Chair of the Committee' },
    description: {
      zh: '从事对外汉语教学三十年，曾任双语学校校长，主持制定大赛章程与赛制。',
      en: 'Thirty years of teaching Chinese as a second language and a former bilingual-school principal; she leads the rules and format of the competition.',
    },
    portrait: portrait(1),
    email: 'zhou.wenlan@bilingual-spelling.cn',
    phone: { zh: '400-820-2025 转 801', en: '400-820-2025 ext. 801' },
  },
  {
    name: { zh: '玛格丽特·休斯', en: 'Margaret Hughes' },
    role: { zh: '副主任 · 学术标准', en: 'Vice Chair, Academic Standards' },
    description: {
      zh: '语言学博士，研究英语母语儿童的汉字习得，负责分级字库与英文释义的审定。',
      en: 'A linguist who studies how English-speaking children learn characters; she approves the graded lists and their English meanings.',
    },
    portrait: portrait(2),
    email: 'margaret.hughes@bilingual-spelling.cn',
    phone: { zh: '400-820-2025 转 802', en: '400-820-2025 ext. 802' },
  },
  {
    name: { zh: '陈立新', en: 'Chen Lixin' },
    role: { zh: '总裁判长', en: 'Chief Judge' },
    description: {
      zh: '书法家、语文教材编辑，负责评委培训与赛场判定标准。',
      en: 'Calligrapher and textbook editor; he trains the judges and sets the standards for rulings on stage.',
    },
    portrait: portrait(3),
    email: 'chen.lixin@bilingual-spelling.cn',
    phone: { zh: '400-820-2025 转 803', en: '400-820-2025 ext. 803' },
  },
  {
    name: { zh: '林悦', en: 'Lin Yue' },
    role: { zh: '学校合作部主任', en: 'Director of School Partnerships' },
    description: {
      zh: '联络全国会员学校与姊妹学校，统筹试卷申请和团体赛报名。',
      en: 'Works with member and sister schools across the country and coordinates paper applications and team registrations.',
    },
    portrait: portrait(4),
    email: 'lin.yue@bilingual-spelling.cn',
    phone: { zh: '400-820-2025 转 804', en: '400-820-2025 ext. 804' },
  },
  {
    name: { zh: '王浩', en: 'Wang Hao' },
    role: { zh: '赛事运营主任', en: 'Director of Operations' },
    description: {
      zh: '负责赛程安排、线上复选赛平台和证书发放，保障每一场比赛顺利进行。',
      en: 'Runs the schedule, the platform of the online re-selection round and certificates, so that every round goes smoothly.',
    },
    portrait: portrait(5),
    email: 'wang.hao@bilingual-spelling.cn',
    phone: { zh: '400-820-2025 转 805', en: '400-820-2025 ext. 805' },
  },
  {
    name: { zh: '张苏菲', en: 'Sophie Zhang' },
    role: { zh: '志愿者与社区协调人', en: 'Volunteer and Community Coordinator' },
    description: {
      zh: '招募和培训志愿者，组织嘉年华、俱乐部和游学等社区活动。',
      en: 'Recruits and trains volunteers and organises the carnival, clubs, study tours and other community events.',
    },
    portrait: portrait(6),
    email: 'sophie.zhang@bilingual-spelling.cn',
    phone: { zh: '400-820-2025 转 806', en: '400-820-2025 ext. 806' },
  },
]

export const aboutCommittee = {
  description: {
    zh: '中英双语汉字拼写大赛组委会成员介绍与联系方式。',
    en: 'The members of the organising committee of the Bilingual Character Spelling Competition and how to reach them.',
  },
  intro: {
    zh: '组委会由语言教育、书法、学校管理和赛事运营方面的专业人士组成，负责大赛章程、字库、评委和赛事组织。欢迎直接联系相关负责人。',
    en: 'The committee brings together specialists in language education, calligraphy, school leadership and event operations. It is responsible for the rules, the character bank, the judges and the running of the competition. Feel free to contact the person in charge directly.',
  },
  portraitAlt: { zh: '{{name}}的肖像插画', en: 'Illustrated portrait of {{name}}' },
  email: { zh: '邮箱', en: 'E-mail' },
  phone: { zh: '电话', en: 'Phone' },
} satisfies Record<string, Bilingual>

export const aboutHistory: InfoPageContent = {
  description: {
    zh: '中英双语汉字拼写大赛历届回顾：从 2022~2023 赛季首届比赛到 2024~2025 赛季全国总决赛。',
    en: 'The story of the competition season by season, from the first 2022~2023 season to the 2024~2025 national final.',
  },
  lead: {
    title: { zh: '三个赛季，一路成长', en: 'Three seasons of growing together' },
    text: {
      zh: '从第一届几所学校的尝试，到今天覆盖个人赛、团体赛和线上复选赛的全国赛事，每一个赛季都因选手、家长、老师和志愿者而精彩。',
      en: 'From a trial among a few schools in the first season to a national event with individual and team competitions and an online re-selection round, every season has been made by its spellers, parents, teachers and volunteers.',
    },
    picture: pictures.podium,
  },
  blocks: [
    {
      kind: 'timeline',
      id: 'seasons',
      title: { zh: '历届赛季', en: 'Season by season' },
      items: [
        {
          when: { zh: '2022~2023 赛季', en: '2022~2023 season' },
          title: { zh: '首届大赛启航', en: 'The first competition' },
          text: {
            zh: '大赛首次举办，会员学校报名通道于 2022 年 8 月 20 日开启；个人赛以校内笔试为主，确立了“英文释义 + 60 秒拼写”的基本赛制。',
            en: 'The first edition. Member-school enrolment opened on 20 August 2022; the individual competition was mostly on-campus paper tests and set the basic format of an English meaning and 60 seconds to spell.',
          },
        },
        {
          when: { zh: '2023~2024 赛季', en: '2023~2024 season' },
          title: { zh: '团体赛与证书在线核验', en: 'Team games and online certificates' },
          text: {
            zh: '推出四项团体赛游戏，学校以战队形式参赛；参赛证书附唯一编码，可在官网在线核验。',
            en: 'Four team games were introduced and schools entered as teams; each participation certificate carries a unique code that can be verified on this website.',
          },
        },
        {
          when: { zh: '2024~2025 赛季', en: '2024~2025 season' },
          title: { zh: '三轮赛制走向全国', en: 'Three rounds, nationwide' },
          text: {
            zh: '个人赛形成市级初赛（2025 年 3–6 月）、复选赛（7–9 月）、全国总决赛（10 月）三轮赛程，复选赛在本网站线上作答。',
            en: 'The individual competition runs in three rounds: city preliminary (March-June 2025), re-selection round (July-September) and national final (October), with the re-selection round answered online on this website.',
          },
        },
      ],
    },
    {
      kind: 'links',
      id: 'more',
      title: { zh: '加入下一个精彩赛季', en: 'Be part of the next season' },
      items: [
        { to: '/invGameType', label: { zh: '了解个人赛', en: 'The individual competition' }, primary: true },
        { to: '/query', label: { zh: '查询往届证书', en: 'Verify a past certificate' } },
      ],
    },
  ],
}
