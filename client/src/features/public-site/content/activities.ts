import { pictures } from './pictures'
import type { InfoPageContent } from './types'

export const bilingualCourses: InfoPageContent = {
  description: {
    zh: '双语课程：以汉字为核心的中英双语课程，分级教学，线上线下结合。',
    en: 'Bilingual courses: Chinese-English courses built around characters, graded by level, online and in class.',
  },
  lead: {
    title: { zh: '从一个字出发的双语课堂', en: 'A bilingual classroom that starts from one character' },
    text: {
      zh: '双语课程把汉字学习与英文表达结合起来：每节课围绕一组有共同部件的汉字，用英文讲解字义和构字规律，再用中文完成阅读和表达任务。',
      en: 'Our bilingual courses pair character learning with English explanation: each lesson centres on a family of characters sharing a component, explains meanings and patterns in English, then uses them in Chinese reading and speaking tasks.',
    },
    picture: pictures.library,
  },
  blocks: [
    {
      kind: 'cards',
      id: 'levels',
      title: { zh: '课程分级', en: 'Course levels' },
      numbered: true,
      items: [
        {
          title: { zh: '启蒙级（一至二年级）', en: 'Starter (grades 1-2)' },
          text: {
            zh: '象形字和常用部件，儿歌、图画和游戏中认字写字。',
            en: 'Pictographs and common components, learned through rhymes, drawings and games.',
          },
        },
        {
          title: { zh: '进阶级（三至六年级）', en: 'Progress (grades 3-6)' },
          text: {
            zh: '形声字规律、字族拓展与双语短文阅读。',
            en: 'How sound and meaning parts combine, character families and short bilingual texts.',
          },
        },
        {
          title: { zh: '拓展级（七至九年级）', en: 'Extension (grades 7-9)' },
          text: {
            zh: '字源演变、成语典故与双语写作表达。',
            en: 'How characters evolved, idioms and their stories, and bilingual writing.',
          },
        },
      ],
    },
    {
      kind: 'bullets',
      id: 'format',
      title: { zh: '上课方式', en: 'How classes run' },
      items: [
        {
          zh: '会员学校可将课程纳入校本课程，由经过培训的老师授课。',
          en: 'Member schools can run the course in school hours, taught by trained teachers.',
        },
        {
          zh: '课程老师登录后可在“我的课程”中查看文档和视频资料。',
          en: 'Course teachers find the documents and videos under My Courses after logging in.',
        },
        {
          zh: '每学期结束安排一次汉字小测，成绩可作为参赛准备参考。',
          en: 'A short character quiz closes each term and helps prepare for the competition.',
        },
      ],
    },
  ],
}

export const bilingualClub: InfoPageContent = {
  description: {
    zh: '双语俱乐部：以赛促学的竞技型社区活动，定期举办汉字擂台、双语辩论和读书会。',
    en: 'The bilingual club: competitive community activities with character contests, bilingual debates and book clubs.',
  },
  lead: {
    title: { zh: '以赛会友，以字交心', en: 'Friends made through friendly contests' },
    text: {
      zh: '双语俱乐部把比赛的乐趣带进日常。每月的汉字擂台、双语辩论和读书会，让孩子在友好竞争中保持学习热情，也让家长和老师成为学习伙伴。',
      en: 'The bilingual club brings the fun of competing into everyday life. Monthly character contests, bilingual debates and book clubs keep children keen through friendly rivalry, and make parents and teachers learning partners.',
    },
    picture: pictures.bilingualClub,
  },
  blocks: [
    {
      kind: 'cards',
      id: 'activities',
      title: { zh: '俱乐部活动', en: 'Club activities' },
      items: [
        {
          title: { zh: '月度汉字擂台', en: 'Monthly character contest' },
          text: {
            zh: '采用团体赛游戏规则的友谊赛，积分月月更新。',
            en: 'Friendly matches played with the team-game rules, with a points table updated every month.',
          },
          picture: pictures.speedSpell,
        },
        {
          title: { zh: '双语辩论', en: 'Bilingual debate' },
          text: {
            zh: '正反双方分别用中文和英文陈述观点，锻炼思辨与表达。',
            en: 'The two sides argue in Chinese and in English, training reasoning and expression.',
          },
          picture: pictures.bilingualClub,
        },
        {
          title: { zh: '双语读书会', en: 'Bilingual book club' },
          text: {
            zh: '共读一本中英对照绘本或小说，分享读后感。',
            en: 'Read one Chinese-English picture book or novel together and share what you thought.',
          },
          picture: pictures.library,
        },
      ],
    },
    {
      kind: 'links',
      id: 'join',
      title: { zh: '加入俱乐部', en: 'Join the club' },
      text: {
        zh: '俱乐部由会员学校组织，登录学校账号即可为学生报名。',
        en: 'Clubs are run by member schools; log in with your school account to sign pupils up.',
      },
      items: [{ to: '/chnEngLogin', label: { zh: '登录报名', en: 'Log in to sign up' }, primary: true }],
    },
  ],
}

export const studyTours: InfoPageContent = {
  description: {
    zh: '游学活动：走进长城、江南园林和博物馆，在真实场景中学习汉字与中华文化。',
    en: 'Study tours: the Great Wall, classical gardens and museums, learning characters and Chinese culture where they live.',
  },
  lead: {
    title: { zh: '把课堂搬到长城脚下', en: 'Taking the classroom to the Great Wall' },
    text: {
      zh: '游学活动带领孩子走出教室：在长城上读碑文、在园林里找匾额、在博物馆里看古文字。每条线路都配有双语学习手册和带队老师。',
      en: 'Study tours take children out of the classroom: reading inscriptions on the Great Wall, finding the name boards of classical gardens, looking at ancient writing in museums. Every route comes with a bilingual workbook and accompanying teachers.',
    },
    picture: pictures.greatWall,
  },
  blocks: [
    {
      kind: 'cards',
      id: 'routes',
      title: { zh: '精选线路', en: 'Featured routes' },
      items: [
        {
          title: { zh: '北京 · 长城与故宫', en: 'Beijing: the Great Wall and the Forbidden City' },
          text: {
            zh: '五天四晚，寻访城墙上的汉字和宫殿匾额里的书法。',
            en: 'Five days and four nights finding characters on the wall and calligraphy on palace name boards.',
          },
          picture: pictures.greatWall,
        },
        {
          title: { zh: '苏州 · 江南园林', en: 'Suzhou: classical gardens' },
          text: {
            zh: '四天三晚，读园林楹联，学写扇面，体验江南文化。',
            en: 'Four days and three nights reading garden couplets, painting a fan and living Jiangnan culture.',
          },
          picture: pictures.garden,
        },
        {
          title: { zh: '安阳 · 甲骨文之旅', en: 'Anyang: the oracle bone journey' },
          text: {
            zh: '三天两晚，走进中国文字博物馆，看汉字最早的样子。',
            en: 'Three days and two nights at the National Museum of Chinese Writing, seeing the earliest characters.',
          },
          picture: pictures.pastPresent,
        },
      ],
    },
    {
      kind: 'bullets',
      id: 'notes',
      title: { zh: '报名须知', en: 'Good to know' },
      items: [
        {
          zh: '面向 8–18 岁学生，由会员学校统一组织报名。',
          en: 'For pupils aged 8 to 18, booked through member schools.',
        },
        {
          zh: '每 8 名学生配备 1 名带队老师，全程购买保险。',
          en: 'One accompanying teacher for every 8 pupils, with insurance throughout.',
        },
        {
          zh: '线路和日期每学期公布一次，请关注会员学校通知。',
          en: 'Routes and dates are announced each term through member schools.',
        },
      ],
    },
  ],
}
