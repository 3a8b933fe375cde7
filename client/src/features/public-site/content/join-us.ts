import type { VolunteerRole } from '@spell/shared/api/public-site/volunteer-interest'
import { pictures } from './pictures'
import type { Bilingual, InfoPageContent } from './types'

export const judgesAndCoaches: InfoPageContent = {
  description: {
    zh: '加入评委与教练团队：要求、职责、培训与申请方式。',
    en: 'Join our judges and coaches: what we look for, what you do, training and how to apply.',
  },
  lead: {
    title: { zh: '守护公平，点亮热爱', en: 'Keeping it fair, keeping it inspiring' },
    text: {
      zh: '评委让每一次判定都经得起推敲，教练让每一位选手都能发挥所长。我们欢迎熟悉中文教学、热爱双语教育的老师和专业人士加入。',
      en: 'Judges make every ruling sound; coaches help every speller do their best. We welcome teachers and professionals who know Chinese teaching and care about bilingual education.',
    },
    picture: pictures.judges,
  },
  blocks: [
    {
      kind: 'cards',
      id: 'roles',
      title: { zh: '两种角色', en: 'Two roles' },
      items: [
        {
          title: { zh: '评委', en: 'Judges' },
          text: {
            zh: '在复选赛和全国总决赛中读题、计时和判定，使用评委控制台推进线上复选赛。',
            en: "Read the questions, keep time and rule in the re-selection round and the national final, and run the online re-selection round from the judges' console.",
          },
          facts: [
            {
              zh: '中文或对外汉语相关专业背景',
              en: 'A background in Chinese or teaching Chinese as a second language',
            },
            { zh: '普通话标准，英语可流利沟通', en: 'Standard Mandarin and fluent English' },
            {
              zh: '参加组委会评委培训并通过考核',
              en: "Complete the committee's judge training and assessment",
            },
          ],
          picture: pictures.judges,
        },
        {
          title: { zh: '教练', en: 'Coaches' },
          text: {
            zh: '在会员学校带领战队训练，使用官方课程和模拟赛帮助选手备赛。',
            en: 'Train teams at member schools, using the official programmes and practice matches to prepare spellers.',
          },
          facts: [
            {
              zh: '一年以上语文、中文或双语教学经验',
              en: 'At least a year of teaching Chinese or in a bilingual setting',
            },
            { zh: '熟悉儿童教育，有耐心与责任心', en: 'Experience with children, patience and reliability' },
            { zh: '参加官方团体赛培训', en: 'Take part in the official team training' },
          ],
          picture: pictures.coachTraining,
        },
      ],
    },
    {
      kind: 'timeline',
      id: 'apply',
      title: { zh: '申请流程', en: 'How to apply' },
      items: [
        {
          when: { zh: '第一步', en: 'Step 1' },
          title: { zh: '发送申请邮件', en: 'Send an application e-mail' },
          text: {
            zh: '将简历和意向角色（评委/教练）发送至 info@bilingual-spelling.cn，邮件标题注明“评委与教练申请”。',
            en: 'E-mail your CV and the role you want (judge or coach) to info@bilingual-spelling.cn with the subject "Judge and coach application".',
          },
        },
        {
          when: { zh: '第二步', en: 'Step 2' },
          title: { zh: '参加培训', en: 'Take the training' },
          text: {
            zh: '组委会安排线上培训，内容包括赛制规则、判定标准和控制台操作。',
            en: 'The committee arranges online training on the rules, the standards for rulings and the console.',
          },
        },
        {
          when: { zh: '第三步', en: 'Step 3' },
          title: { zh: '考核与聘任', en: 'Assessment and appointment' },
          text: {
            zh: '通过考核后获得本赛季聘书和评委账号，由总裁判长安排赛场。',
            en: "After the assessment you receive the season's appointment and a judge account; the chief judge assigns your rounds.",
          },
        },
      ],
    },
  ],
}

export const volunteers: InfoPageContent = {
  description: {
    zh: '成为大赛志愿者：赛场服务、翻译、宣传和辅导，填写意向表，组委会将与您联系。',
    en: 'Volunteer with the competition: venue help, translation, media and tutoring; fill in the interest form and the committee will contact you.',
  },
  lead: {
    title: { zh: '每一场比赛，都有志愿者的身影', en: 'Behind every round there are volunteers' },
    text: {
      zh: '从签到引导到双语翻译，从赛场拍摄到课后辅导，志愿者让比赛更温暖、更顺畅。无论你是大学生、家长还是退休教师，都欢迎加入我们。',
      en: 'From check-in to translation, from filming the rounds to tutoring after school, volunteers make the competition warmer and smoother. Students, parents and retired teachers are all welcome.',
    },
    picture: pictures.volunteers,
  },
  blocks: [
    {
      kind: 'bullets',
      id: 'offer',
      title: { zh: '你将收获', en: 'What you get' },
      items: [
        { zh: '组委会颁发的志愿服务证明', en: 'A volunteer certificate from the committee' },
        { zh: '赛前培训和志愿者专属活动', en: 'Training before the event and volunteer-only gatherings' },
        {
          zh: '与来自各地的选手、老师和志愿者结识的机会',
          en: 'The chance to meet spellers, teachers and volunteers from all over the country',
        },
      ],
    },
  ],
}

export const volunteerRoleLabels: Record<VolunteerRole, Bilingual> = {
  venue: { zh: '赛场服务（签到、引导）', en: 'Venue help (check-in, guiding)' },
  judging: { zh: '赛务协助（计时、计分）', en: 'Round support (timing, scoring)' },
  translation: { zh: '中英翻译', en: 'Chinese-English translation' },
  media: { zh: '摄影与宣传', en: 'Photography and media' },
  tutoring: { zh: '课后辅导', en: 'After-school tutoring' },
}
