/** The judges' console: the exam list and the live control of an exam. */
export const zh = {
  title: '评委控制台',
  loading: '正在加载…',
  retry: '重试',
  list: {
    title: '我的考试',
    intro: '选择一场考试，进入它的控制页面。',
    empty: '暂无指派给您的考试',
    emptyText: '考试由组委会指派；如有疑问请联系组委会。',
    loadFailed: '考试列表加载失败',
    open: '进入控制页面',
    openLabel: '进入控制页面：{{name}}',
    // Counted texts: Chinese reads only `_other`; both forms are here so that English has the same keys.
    questions_one: '共 {{count}} 题',
    questions_other: '共 {{count}} 题',
    perQuestion: '每题 {{seconds}} 秒',
  },
  back: '返回考试列表',
  notFound: '无法打开这场考试',
  connection: {
    live: '实时连接',
    polling: '每秒刷新',
    lost: '连接中断，正在重试…',
  },
  readOnly: {
    title: '只读模式',
    byController: '本场考试由 {{name}} 控制，您只能查看。',
    notAssigned: '您不是本场考试的指派评委，只能查看。',
  },
  counts: {
    label: '学生人数',
    enrolled: '报名人数',
    connected: '在线人数',
    confirmed: '已确认信息',
    answered: '本题已收到作答',
    submitted: '已交卷',
    ofEnrolled: '/ {{enrolled}} 人',
  },
  lobby: {
    heading: '等待学生进入考场',
    text: '学生进入考场并确认个人信息后，请宣读考试说明，然后按“开始考试”打开第一题。',
    summary:
      '共 {{total}} 题（含 {{examples}} 道示例题），每题 {{seconds}} 秒；最后一题结束后有 2 分钟检查时间。',
  },
  question: {
    example: '示例',
    number: '第 {{n}} 题',
    sequence: '进度 {{current}} / {{total}}',
    section: '{{section}} 部分',
    zh: '中文题目',
    en: '英文题目',
    options: '选项',
    correct: '正确答案',
    timeLeft: '本题剩余时间',
    timeUp: '时间到',
    exampleNoAnswers: '示例题答案已给出，不收集作答',
  },
  review: {
    heading: '检查时间',
    text: '学生可以打开任一题检查、修改并保存答案，然后交卷。倒计时结束时考试自动结束。',
    timeLeft: '检查剩余时间',
    lastQuestion: '最后一题',
  },
  ended: {
    heading: '考试已结束',
    text: '{{submitted}} / {{enrolled}} 名学生已交卷。',
  },
  actions: {
    label: '考试控制',
    start: '开始考试',
    next: '下一题',
    end: '结束考试',
    waitForClose: '本题倒计时结束后，可进入下一题。',
    lastQuestion: '这是最后一题：时间到后自动进入 2 分钟检查时间。',
    endTitle: '确认结束考试？',
    endText: '结束后，学生将无法再修改或提交答案。此操作不能撤销。',
    endConfirm: '确认结束',
    emergencyEnd: '紧急结束考试',
    emergencyEndTitle: '现在紧急结束整场考试？',
    emergencyEndText:
      '本题立即停止作答，之后的题目不再出现，也没有 2 分钟检查时间。已收到的答案全部保留并计分。此操作不能撤销。',
    emergencyEndConfirm: '紧急结束',
    cancel: '取消',
  },
}

export type JudgeTexts = typeof zh
