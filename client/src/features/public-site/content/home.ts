import { pictures } from './pictures'
import type { Bilingual, PageLink, Picture } from './types'

export const homeDescription: Bilingual = {
  zh: '中英双语汉字拼写大赛官方网站：个人赛与团体赛、字库与学习资源、学校报名与证书查询。',
  en: 'Official website of the Chinese-English Bilingual Character Spelling Competition: individual and team competitions, the character bank, school entries and certificate verification.',
}

export interface Slide {
  id: string
  eyebrow: Bilingual
  title: Bilingual
  text: Bilingual
  link: PageLink
  picture: Picture
}

/** The banner carousel of the home page (changes every 3 s). */
export const slides: Slide[] = [
  {
    id: 'season',
    eyebrow: { zh: '{{Season}}', en: '{{Season}}' },
    title: { zh: '{{entries}}', en: '{{entries}}' },
    text: {
      zh: '7–15 岁、一至九年级的选手，扫码即可报名，市级初赛{{preliminaryStart}}开始。',
      en: 'Spellers aged 7-15 in grades 1-9 can register by QR code; the city preliminary starts {{preliminaryStart}}.',
    },
    link: { to: '/speRegisterFirCompetition', label: { zh: '立即报名', en: 'Register now' }, primary: true },
    picture: pictures.phoneRegister,
  },
  {
    id: 'finals',
    eyebrow: { zh: '{{finalMonth}}', en: '{{finalMonth}}' },
    title: { zh: '全国总决赛，等你登台', en: 'The national final awaits you' },
    text: {
      zh: '市级初赛、复选赛、全国总决赛，一路拼出你的汉字实力。',
      en: 'City preliminary, re-selection round, national final: spell your way to the top.',
    },
    link: { to: '/invGameType', label: { zh: '了解赛程', en: 'See the schedule' }, primary: true },
    picture: pictures.finals,
  },
  {
    id: 'bank',
    eyebrow: { zh: '大赛字库', en: 'Character bank' },
    title: { zh: '2000+ 认读字，1200 书写字', en: '2000+ to understand, 1200 to write' },
    text: {
      zh: '依据国际中文教育中文水平等级标准编制，分组分级，在线学习。',
      en: 'Built on the international grading standards, graded by group, studied online.',
    },
    link: {
      to: '/speCharacterBank',
      label: { zh: '打开字库', en: 'Open the character bank' },
      primary: true,
    },
    picture: pictures.tablet,
  },
  {
    id: 'club',
    eyebrow: { zh: '语言俱乐部', en: 'Language club' },
    title: { zh: '双语课程 · 俱乐部 · 游学', en: 'Courses, clubs and study tours' },
    text: {
      zh: '在比赛之外，让双语学习走进生活。',
      en: 'Beyond the competition, bilingual learning becomes part of life.',
    },
    link: { to: '/schoolBeefunactivity', label: { zh: '了解更多', en: 'Learn more' }, primary: true },
    picture: pictures.greatWall,
  },
]

export const featuredCompetitions = {
  title: { zh: '精彩赛事', en: 'Featured competitions' },
  items: [
    {
      title: { zh: '个人赛', en: 'Individual competition' },
      text: {
        zh: '7–15 岁选手，三轮赛程，每字 60 秒，一对一拼出汉字。',
        en: 'Ages 7-15, three rounds, 60 seconds per character, one-on-one spelling.',
      },
      link: { to: '/invGameType', label: { zh: '了解个人赛', en: 'About the individual competition' } },
      picture: pictures.oneOnOne,
    },
    {
      title: { zh: '团体赛', en: 'Team competition' },
      text: {
        zh: '7–18 岁、最多 7 人的战队，四项汉字游戏考验速度与默契。',
        en: 'Teams of up to 7 aged 7-18 play four character games of speed and teamwork.',
      },
      link: { to: '/teamGameType', label: { zh: '了解团体赛', en: 'About the team competition' } },
      picture: pictures.teamPhoto,
    },
  ],
}

export const featuredActivities = {
  title: { zh: '特色活动', en: 'Featured activities' },
  items: [
    {
      title: { zh: '双语课程', en: 'Bilingual courses' },
      text: {
        zh: '以汉字为核心的分级双语课程，学校可直接引入。',
        en: 'Graded bilingual courses built around characters, ready for schools.',
      },
      link: { to: '/bilingualCourses', label: { zh: '了解更多', en: 'Learn more' } },
      picture: pictures.library,
    },
    {
      title: { zh: '双语俱乐部', en: 'Bilingual club' },
      text: {
        zh: '汉字擂台、双语辩论、读书会，以赛会友。',
        en: 'Character contests, debates and book clubs: friends made through friendly rivalry.',
      },
      link: { to: '/competitiveCommAct', label: { zh: '了解更多', en: 'Learn more' } },
      picture: pictures.bilingualClub,
    },
    {
      title: { zh: '游学活动', en: 'Study tours' },
      text: {
        zh: '走进长城、园林和博物馆，在真实场景中学汉字。',
        en: 'The Great Wall, gardens and museums: learning characters where they live.',
      },
      link: { to: '/studyTours', label: { zh: '了解更多', en: 'Learn more' } },
      picture: pictures.greatWall,
    },
  ],
}

export const homeTexts = {
  heading: { zh: '中英双语汉字拼写大赛', en: 'Chinese-English Bilingual Character Spelling Competition' },
  carouselLabel: { zh: '大赛要闻', en: 'Competition highlights' },
  slideOf: { zh: '第 {{n}} 张，共 {{total}} 张', en: 'Slide {{n}} of {{total}}' },
  previous: { zh: '上一张', en: 'Previous slide' },
  next: { zh: '下一张', en: 'Next slide' },
  pause: { zh: '暂停轮播', en: 'Pause the slides' },
  play: { zh: '继续轮播', en: 'Play the slides' },
  goTo: { zh: '转到第 {{n}} 张', en: 'Go to slide {{n}}' },
  galleryTitle: { zh: '精彩瞬间', en: 'Moments' },
  galleryIntro: {
    zh: '赛场内外的 24 个精彩瞬间，点击图片查看大图。',
    en: 'Twenty-four moments on and off the stage; choose a picture to see it large.',
  },
  openPhoto: { zh: '查看大图：{{caption}}', en: 'View large: {{caption}}' },
  close: { zh: '关闭', en: 'Close' },
  photoOf: { zh: '{{n}} / {{total}}', en: '{{n}} of {{total}}' },
  contactTitle: { zh: '联系我们', en: 'Contact us' },
  contactText: {
    zh: '报名、合作或志愿服务的问题，欢迎随时联系组委会。',
    en: 'For entries, partnerships or volunteering, the committee is happy to hear from you.',
  },
} satisfies Record<string, Bilingual>
