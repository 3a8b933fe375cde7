import { raceScheduleName } from '@spell/shared'
import type { Bilingual, Picture } from './types'

/**
 * The illustrations drawn for the site by client/scripts/draw-public-site-art.mjs (480 × 320 SVG),
 * shown as WebP at twice that size (client/scripts/rasterize-public-site-art.mjs: an SVG with text is
 * painted on the main thread, a WebP decoded off it; decision 0042). The
 * gallery shows all 24 with their captions; pages reuse them. Photos of real competition days should
 * replace them once the committee has them.
 */
const drawn = (file: string, alt: Bilingual): Picture => ({
  src: `/images/site/gallery/${file}.webp`,
  alt,
  width: 480,
  height: 320,
})

export const pictures = {
  paperTest: drawn('01-paper-test', {
    zh: '插图：市级初赛考场里，三名选手在课桌前认真作答，黑板上写着“汉字”',
    en: 'Illustration: three spellers answer the city preliminary paper at their desks, "汉字" on the blackboard',
  }),
  listening: drawn('02-listening', {
    zh: '插图：戴着耳机的选手在做听力题，身旁是写着“听”字的田字格',
    en: 'Illustration: a speller with headphones takes the listening part beside a grid card reading "听"',
  }),
  oneOnOne: drawn('03-one-on-one', {
    zh: '插图：舞台上两名选手一对一比拼，大屏显示“森”字和 60 秒计时',
    en: 'Illustration: two spellers face each other on stage; the screen shows "森" and a 60-second timer',
  }),
  judges: drawn('04-judges', {
    zh: '插图：三位评委坐在评委席后，其中一位举起对勾牌',
    en: "Illustration: three judges at the judges' table, one holding up a tick card",
  }),
  speedSpell: drawn('05-speed-spell', {
    zh: '插图：四名队员面对屏幕上的部件“氵”与“每”，进行极速拼字',
    en: 'Illustration: four team members race to join the components "氵" and "每" in speed spell',
  }),
  magicComponents: drawn('06-magic-components', {
    zh: '插图：5×4 部件方阵与抢答器，“3s”提示抢答后 3 秒内选择',
    en: 'Illustration: the 5×4 grid of components and a buzzer; "3s" marks the three seconds to choose',
  }),
  pastPresent: drawn('07-past-present', {
    zh: '插图：古文字“马”经箭头演变为今天的楷书“马”',
    en: 'Illustration: the ancient form of "马" (horse) turns into the modern character',
  }),
  showSpell: drawn('08-show-spell', {
    zh: '插图：3×3 汉字方阵中点亮“画龙点睛”四字，选手举手作答',
    en: 'Illustration: the idiom "画龙点睛" lights up in a 3×3 grid as a speller raises a hand',
  }),
  podium: drawn('09-podium', {
    zh: '插图：颁奖台上三名获奖选手在彩带中欢呼',
    en: 'Illustration: three winners cheer on the podium under falling confetti',
  }),
  certificate: drawn('10-certificate', {
    zh: '插图：盖有红色“赛”字印章的荣誉证书',
    en: 'Illustration: a certificate of honour with a red seal',
  }),
  calligraphy: drawn('11-calligraphy', {
    zh: '插图：宣纸上的毛笔字“永”，旁边是毛笔和砚台',
    en: 'Illustration: the character "永" brushed on rice paper, with a brush and an ink stone',
  }),
  bilingualClub: drawn('12-bilingual-club', {
    zh: '插图：两名同学分别用中文说“你好”、用英文说“Hello”',
    en: 'Illustration: two pupils greet each other with "你好" and "Hello"',
  }),
  greatWall: drawn('13-great-wall', {
    zh: '插图：游学团在长城上挥手，一面写着“游学”的小旗',
    en: 'Illustration: a study-tour group waves on the Great Wall beside a small "游学" flag',
  }),
  garden: drawn('14-garden', {
    zh: '插图：江南园林的红柱亭子与池水，两名学生在参观',
    en: 'Illustration: two pupils visit a red-pillared pavilion by a pond in a classical garden',
  }),
  audience: drawn('15-audience', {
    zh: '插图：观众席上的家长们高喊“加油！”',
    en: 'Illustration: parents in the audience cheer "加油! Go for it!"',
  }),
  volunteers: drawn('16-volunteers', {
    zh: '插图：签到处的两名志愿者在为选手办理签到',
    en: 'Illustration: two volunteers welcome spellers at the check-in desk',
  }),
  tablet: drawn('17-tablet', {
    zh: '插图：平板电脑上的在线练习，显示“学”字和拼音 xué',
    en: 'Illustration: online practice on a tablet showing "学" and its pinyin xué',
  }),
  library: drawn('18-library', {
    zh: '插图：图书馆书架前，两名学生捧着中文书和英文书',
    en: 'Illustration: two pupils hold a Chinese book and an English book in front of library shelves',
  }),
  lanterns: drawn('19-lanterns', {
    zh: '插图：夜晚挂满红灯笼的嘉年华，孩子们开心地举起双手',
    en: 'Illustration: children cheer under red lanterns at the evening carnival',
  }),
  teamPhoto: drawn('20-team-photo', {
    zh: '插图：七名队员在“汉字战队”横幅下合影',
    en: 'Illustration: a team of seven poses under a "Team Hanzi" banner',
  }),
  coachTraining: drawn('21-coach-training', {
    zh: '插图：教练在白板上讲解“亻+木=休”，老师们认真听讲',
    en: 'Illustration: a coach explains "亻 + 木 = 休" on a whiteboard to listening teachers',
  }),
  phoneRegister: drawn('22-phone-register', {
    zh: '插图：手机上显示二维码和“报名”按钮，家长扫码报名',
    en: 'Illustration: a phone shows a QR code and a "Sign up" button as a parent registers',
  }),
  finals: drawn('23-finals', {
    zh: '插图：聚光灯下的全国总决赛奖杯，字样“2025.10”',
    en: 'Illustration: the national final trophy under stage lights, marked "2025.10"',
  }),
  sisterSchools: drawn('24-sister-schools', {
    zh: '插图：两所学校之间，两名学生握手结为姊妹学校',
    en: 'Illustration: two pupils shake hands between their two sister schools',
  }),
} satisfies Record<string, Picture>

/** The 24 photos of the home page gallery, each with a caption (the picture's alt says what it shows). */
export const gallery: { picture: Picture; caption: Bilingual }[] = [
  { picture: pictures.paperTest, caption: { zh: '市级初赛笔试现场', en: 'City preliminary paper test' } },
  { picture: pictures.listening, caption: { zh: '市级初赛听力环节', en: 'The listening part' } },
  { picture: pictures.oneOnOne, caption: { zh: '一对一拼写对决', en: 'One-on-one spelling' } },
  { picture: pictures.judges, caption: { zh: '评委现场判定', en: 'Judges at work' } },
  { picture: pictures.speedSpell, caption: { zh: '团体赛 · 极速拼字', en: 'Team game: speed spell' } },
  {
    picture: pictures.magicComponents,
    caption: { zh: '团体赛 · 魔力部件', en: 'Team game: magic components' },
  },
  {
    picture: pictures.pastPresent,
    caption: { zh: '团体赛 · 古今对对碰', en: 'Team game: past and present' },
  },
  { picture: pictures.showSpell, caption: { zh: '团体赛 · 看图拼成语', en: 'Team game: show and spell' } },
  { picture: pictures.podium, caption: { zh: '颁奖典礼', en: 'Award ceremony' } },
  { picture: pictures.certificate, caption: { zh: '荣誉证书', en: 'Certificates of honour' } },
  { picture: pictures.calligraphy, caption: { zh: '书法体验课', en: 'Calligraphy workshop' } },
  { picture: pictures.bilingualClub, caption: { zh: '双语俱乐部活动', en: 'Bilingual club meeting' } },
  { picture: pictures.greatWall, caption: { zh: '长城游学', en: 'Study tour: the Great Wall' } },
  { picture: pictures.garden, caption: { zh: '江南园林游学', en: 'Study tour: classical gardens' } },
  { picture: pictures.audience, caption: { zh: '家长助威团', en: 'Parents cheering' } },
  { picture: pictures.volunteers, caption: { zh: '志愿者签到服务', en: 'Volunteers at check-in' } },
  { picture: pictures.tablet, caption: { zh: '线上趣味练习', en: 'Online practice' } },
  { picture: pictures.library, caption: { zh: '双语阅读角', en: 'Bilingual reading corner' } },
  {
    picture: pictures.lanterns,
    caption: { zh: '未来嘉年华 · 灯笼夜', en: 'Future Carnival: lantern night' },
  },
  { picture: pictures.teamPhoto, caption: { zh: '战队合影', en: 'Team photo' } },
  { picture: pictures.coachTraining, caption: { zh: '教练员培训', en: 'Coach training' } },
  { picture: pictures.phoneRegister, caption: { zh: '扫码报名', en: 'Registering by QR code' } },
  { picture: pictures.finals, caption: raceScheduleName(4) },
  { picture: pictures.sisterSchools, caption: { zh: '姊妹学校交流', en: 'Sister school exchange' } },
]
