import { raceScheduleName } from '@spell/shared'
import { pictures } from './pictures'
import type { Bilingual, InfoPageContent } from './types'

export const individualCompetition: InfoPageContent = {
  description: {
    zh: '个人赛：面向 7–15 岁、一至九年级选手，市级初赛、复选赛（全国晋级赛）、全国总决赛三轮赛程，每字 60 秒一对一拼写。',
    en: 'The individual competition: for spellers aged 7-15 in grades 1-9, three rounds (city preliminary, re-selection round, national final) and 60 seconds per character in one-on-one spelling.',
  },
  lead: {
    title: { zh: '一个人，一个字，六十秒', en: 'One speller, one character, sixty seconds' },
    text: {
      zh: '个人赛是大赛的核心赛事。选手按年级分组，从市级初赛一路晋级到全国总决赛的舞台。每一轮都考查同一件事：听到一个字，能否把它完整、准确地“拼”出来。',
      en: 'The individual competition is the heart of the event. Spellers compete in groups by grade and progress from the city preliminary all the way to the stage of the national final. Every round tests the same thing: given a character, can you spell it completely and correctly?',
    },
    picture: pictures.oneOnOne,
  },
  blocks: [
    {
      kind: 'bullets',
      id: 'eligibility',
      title: { zh: '参赛资格', en: 'Who can enter' },
      items: [
        { zh: '年龄 7–15 岁，就读一至九年级的学生。', en: 'Children aged 7 to 15 in grades 1 to 9.' },
        {
          zh: '按年级分为四个组别：小初组（一至二年级）、小中组（三至四年级）、小高组（五至六年级）、初中组（七至九年级）。',
          en: 'Four groups by grade: lower primary (grades 1-2), middle primary (grades 3-4), upper primary (grades 5-6) and junior high (grades 7-9).',
        },
        {
          zh: '参加线下比赛需在中国境内居住；赛区由所在学校确定。',
          en: "On-site rounds are for spellers living in China; the division is set by the speller's school.",
        },
        {
          zh: '报名费：{{individualFee}}。可通过学校统一报名，或在报名参赛页面扫码个人报名。',
          en: 'Registration fee: {{individualFee}}. Enter through your school or scan the code on the Register for Competition page.',
        },
      ],
    },
    {
      kind: 'table',
      id: 'schedule',
      title: { zh: '{{Season}}赛程', en: '{{Season}} schedule' },
      caption: { zh: '个人赛三轮赛程与形式', en: 'The three rounds of the individual competition' },
      head: [
        { zh: '轮次', en: 'Round' },
        { zh: '时间', en: 'When' },
        { zh: '形式', en: 'Format' },
        { zh: '地点', en: 'Where' },
      ],
      rows: [
        [
          raceScheduleName(1),
          { zh: '{{preliminaryWindow}}', en: '{{preliminaryWindow}}' },
          { zh: '笔试 + 听力', en: 'Paper test plus listening' },
          { zh: '校内或线上', en: 'On campus or online' },
        ],
        [
          raceScheduleName(2),
          { zh: '{{semiFinalWindow}}', en: '{{semiFinalWindow}}' },
          { zh: '本网站线上作答', en: 'Answered online on this website' },
          { zh: '线上', en: 'Online' },
        ],
        [
          raceScheduleName(4),
          { zh: '{{finalWindow}}', en: '{{finalWindow}}' },
          { zh: '一对一现场拼写', en: 'One-on-one spelling on stage' },
          { zh: '全国总决赛赛场', en: 'The national final venue' },
        ],
      ],
    },
    {
      kind: 'cards',
      id: 'rounds',
      title: { zh: '三轮比赛', en: 'The three rounds' },
      numbered: true,
      items: [
        {
          title: raceScheduleName(1),
          text: {
            zh: '在学校或线上完成一份笔试卷和一段听力：看英文释义写汉字、听读音选汉字、辨认部件。',
            en: 'A paper test and a listening part, at school or online: write the character for an English meaning, pick the character you hear, recognise its components.',
          },
          picture: pictures.paperTest,
        },
        {
          title: raceScheduleName(2),
          text: {
            zh: '晋级选手在本网站的线上考场限时作答，评委逐题开考，题目来自本组字库，系统自动计时与评分。',
            en: "Qualified spellers answer against the clock in this website's online exam room, question by question as the judge starts them, on characters from their group's list, timed and scored automatically.",
          },
          picture: pictures.tablet,
        },
        {
          title: raceScheduleName(4),
          text: {
            zh: '各组优胜者登上全国总决赛舞台，一对一轮流拼写，评委现场判定，决出各组冠军。',
            en: 'The best spellers of each group meet on the stage of the national final and spell in turn, one against one, with judges ruling live until each group has its champion.',
          },
          picture: pictures.finals,
        },
      ],
    },
    {
      kind: 'bullets',
      id: 'rules',
      title: { zh: '一对一拼写规则', en: 'One-on-one spelling rules' },
      items: [
        {
          zh: '两名选手轮流作答。评委读出汉字的读音、英文释义和一个例词，选手可请求重复一次。',
          en: "Two spellers take turns. The judge reads the character's sound, its English meaning and an example word; a speller may ask for one repeat.",
        },
        {
          zh: '每个汉字作答时间 60 秒，大屏同步倒计时，最后 10 秒有提示音。',
          en: 'Each character has 60 seconds, counted down on the big screen, with a tone for the last 10 seconds.',
        },
        {
          zh: '作答分三步：说出结构、依次拼出部件、写出完整汉字（见下方示例）。',
          en: 'An answer has three steps: name the structure, spell the components in order, write the whole character (see the example below).',
        },
        {
          zh: '部件或笔画出现错误即判该字错误；同一轮中一方答错而另一方答对，答对者胜出。',
          en: 'A wrong component or stroke makes the answer wrong; when one speller misses and the other gets their character right in the same turn, the one who is right wins.',
        },
        {
          zh: '双方同时答对或同时答错进入下一字，直至分出胜负。评委的判定为最终结果。',
          en: "If both are right or both are wrong, play moves to the next character until one wins. The judges' ruling is final.",
        },
      ],
    },
  ],
}

/** The three-step example of the individual competition page, shown as a small carousel. */
export const spellingExample: {
  character: string
  steps: { title: Bilingual; text: Bilingual; show: string }[]
} = {
  character: '休',
  steps: [
    {
      title: { zh: '第一步：听题', en: 'Step 1: Listen' },
      text: {
        zh: '评委：“xiū，to rest，休息的休。”选手确认读音和意思。',
        en: 'Judge: "xiū, to rest, as in 休息 (to take a rest)." The speller checks the sound and the meaning.',
      },
      show: 'xiū · to rest',
    },
    {
      title: { zh: '第二步：拼部件', en: 'Step 2: Spell the components' },
      text: {
        zh: '选手：“左右结构。左边单人旁‘亻’，右边‘木’。”人靠着树，就是休息。',
        en: 'Speller: "Left and right. On the left the person radical 亻, on the right 木 (tree)." A person leaning on a tree is resting.',
      },
      show: '亻 + 木',
    },
    {
      title: { zh: '第三步：写出汉字', en: 'Step 3: Write the character' },
      text: {
        zh: '选手在 60 秒内按笔顺写出“休”，评委核对笔画后判定正确。',
        en: 'Within the 60 seconds the speller writes 休 in stroke order, and the judge checks the strokes and rules it correct.',
      },
      show: '休',
    },
  ],
}

export const teamCompetition: InfoPageContent = {
  description: {
    zh: '团体赛：7–18 岁选手组成最多 7 人的战队，四项游戏（极速拼字、魔力部件、古今对对碰、看图拼成语），报名费每队每赛季：{{teamFee}}。',
    en: 'The team competition: teams of up to 7 spellers aged 7-18 play four games (speed spell, magic components, past and present, show and spell); the fee per team and season: {{teamFee}}.',
  },
  lead: {
    title: { zh: '团结协作，一起“拼”字', en: 'Spelling together as a team' },
    text: {
      zh: '团体赛以学校战队为单位，把汉字知识变成需要默契与速度的游戏。四项比赛各有侧重：部件组合、抢答反应、字形演变和成语运用。',
      en: 'In the team competition schools enter as teams, and character knowledge becomes a game of speed and teamwork. Each of the four games tests something different: combining components, quick reactions, how characters changed over time, and idioms.',
    },
    picture: pictures.teamPhoto,
  },
  blocks: [
    {
      kind: 'notice',
      id: 'entries',
      title: { zh: '{{teamEntries}}', en: '{{teamEntries}}' },
      text: { zh: '{{teamEntriesText}}', en: '{{teamEntriesText}}' },
    },
    {
      kind: 'cards',
      id: 'games',
      title: { zh: '四项团体游戏', en: 'The four team games' },
      numbered: true,
      items: [
        {
          title: { zh: '极速拼字', en: 'Speed spell' },
          text: {
            zh: '大屏给出部件，战队轮流组合成字，比谁又快又准。',
            en: 'Components appear on screen and team members take turns building characters from them, as fast and as accurately as they can.',
          },
          facts: [
            { zh: '2 分钟内完成 20 个汉字', en: '20 characters in 2 minutes' },
            { zh: '每个答案至少包含 2 个部件', en: 'Every answer uses at least 2 components' },
          ],
          picture: pictures.speedSpell,
        },
        {
          title: { zh: '魔力部件', en: 'Magic components' },
          text: {
            zh: '部件方阵中藏着许多汉字，队员抢答后在方阵中选出部件组成汉字。',
            en: 'Many characters hide in a grid of components; after buzzing in, a player picks the components that make one.',
          },
          facts: [
            { zh: '比赛时长 2 分钟', en: '2 minutes per game' },
            { zh: '5 × 4 部件方阵', en: 'A 5 × 4 grid of components' },
            { zh: '抢答后 3 秒内作出选择', en: '3 seconds to choose after buzzing' },
          ],
          picture: pictures.magicComponents,
        },
        {
          title: { zh: '古今对对碰', en: 'Past and present' },
          text: {
            zh: '展示甲骨文、金文等古文字，战队在方阵中找出对应的今天的汉字。',
            en: "An ancient form of a character, from oracle bones or bronzes, is shown and the team finds today's character in the grid.",
          },
          facts: [
            { zh: '共 5 个汉字', en: '5 characters' },
            { zh: '每字限时 1 分钟', en: '1 minute each' },
            { zh: '3 × 3 选字方阵', en: 'A 3 × 3 grid to choose from' },
          ],
          picture: pictures.pastPresent,
        },
        {
          title: { zh: '看图拼成语', en: 'Show and spell' },
          text: {
            zh: '根据图画猜出成语，在汉字方阵中依次选出组成成语的 4 个字。',
            en: 'Guess the idiom from a picture and pick its four characters, in order, from a grid.',
          },
          facts: [
            { zh: '共 5 个成语', en: '5 idioms' },
            { zh: '每个成语限时 1 分钟', en: '1 minute each' },
            { zh: '3 × 3 汉字方阵中选出 4 个字', en: '4 characters chosen from a 3 × 3 grid' },
          ],
          picture: pictures.showSpell,
        },
      ],
    },
    {
      kind: 'stats',
      id: 'facts',
      title: { zh: '参赛须知', en: 'Entry facts' },
      items: [
        { value: '7–18', label: { zh: '选手年龄（一至十二年级）', en: 'Ages of players (grades 1-12)' } },
        { value: '7', label: { zh: '每支战队最多队员人数', en: 'Players per team at most' } },
        { value: '2', label: { zh: '每校同一组别最多战队数', en: 'Teams per school in one group at most' } },
        { value: '{{teamFee}}', label: { zh: '每队每赛季报名费', en: 'Fee per team per season' } },
      ],
    },
    {
      kind: 'bullets',
      id: 'fee',
      title: { zh: '报名费包含', en: 'What the fee includes' },
      intro: {
        zh: '团体赛报名费每队每赛季：{{teamFee}}。包含以下内容，缴费后不予退还：',
        en: 'The team fee per team and season: {{teamFee}}. It includes the following and is not refundable once paid:',
      },
      items: [
        { zh: '全国总决赛参赛资格', en: 'Qualification for the national final' },
        {
          zh: '参赛证书（附唯一编码，当年有效，可在线核验）',
          en: 'A participation certificate with a unique code, valid for that year and verifiable online',
        },
        { zh: '官方培训', en: 'Official training' },
        {
          zh: '2 本字表手册和 1 套线上字表资源（{{season}}）',
          en: '2 word-list manuals and 1 online word-list package ({{season}})',
        },
      ],
    },
  ],
}
