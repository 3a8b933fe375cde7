import type { Bilingual } from './lang'

/** Messages of the school's study plans, words, student lists, teams and club courses. */
export const teamMessages = {
  'plan.nameRequired': { zh: '请输入计划名称', en: 'Please enter the plan name' },
  'plan.typeRequired': { zh: '请选择计划类型', en: 'Please select the plan type' },
  'plan.timeRequired': { zh: '请选择开始和结束时间', en: 'Please select the start and end time' },
  'plan.endBeforeStart': {
    zh: '结束时间不能早于开始时间',
    en: 'The end date cannot be before the start date',
  },
  'plan.notFound': { zh: '学习计划不存在', en: 'The study plan does not exist' },
  'word.required': { zh: '请输入单词', en: 'Please enter a word' },
  'word.difficultyInvalid': {
    zh: '难度须为“合格”“提高”“思考”（或 1、2、3）',
    en: 'Difficulty must be qualified, improve or think about it (or 1, 2, 3)',
  },
  'word.duplicate': { zh: '单词重复：{{word}}', en: 'Word repeated: {{word}}' },
  'word.notFound': { zh: '单词不存在', en: 'The word does not exist' },
  'student.nameRequired': { zh: '请输入学生姓名', en: 'Please enter the student name' },
  'student.phoneRequired': { zh: '请输入手机号', en: 'Please enter the phone number' },
  'student.phoneInvalid': { zh: '请输入正确手机号', en: 'Please enter the correct mobile phone number' },
  'student.phoneTaken': { zh: '手机号已在学生名单中：{{phone}}', en: 'Phone already in the list: {{phone}}' },
  'student.notFound': { zh: '学生不存在', en: 'The student does not exist' },
  'import.rowsRequired': { zh: '表格中没有数据', en: 'The sheet has no rows' },
  'import.failed': {
    zh: '上传失败，请修改后重新上传。失败原因：{{reason}}',
    en: 'Upload Failed. Please modify and upload again. Reason for failure: {{reason}}',
  },
  'import.row': { zh: '第 {{row}} 行：{{message}}', en: 'Row {{row}}: {{message}}' },
  'import.scanned': { zh: '扫描的第 {{row}} 个词：{{message}}', en: 'Scanned word {{row}}: {{message}}' },
  'team.clubRequired': { zh: '请选择俱乐部组别', en: 'Please select the club group' },
  'team.nameRequired': { zh: '请输入战队名称', en: 'Please enter the team name' },
  'team.nameTooLong': { zh: '战队名称最多 40 个字', en: 'The team name may be at most 40 characters' },
  'team.teacherRequired': { zh: '请输入领队老师姓名', en: 'Please enter the team leader name' },
  'team.teacherTooLong': {
    zh: '领队老师姓名最多 20 个字',
    en: 'The leader name may be at most 20 characters',
  },
  'team.codeRequired': { zh: '请输入短信验证码', en: 'Please enter the SMS code' },
  'team.limit': {
    zh: '同一组别每所学校最多报名 2 支战队',
    en: 'A school may register at most 2 teams in the same group',
  },
  'team.groupFull': {
    zh: '本校该组别已报满 2 支战队',
    en: 'your school already has 2 teams in this group',
  },
  'team.membersFull': { zh: '每支战队最多 7 名队员', en: 'A team has at most 7 members' },
  'team.ageInvalid': { zh: '团体赛队员年龄须为 7-18 岁', en: 'Team members must be 7 to 18 years old' },
  'team.notFound': { zh: '战队不存在', en: 'The team does not exist' },
  'team.clubNotFound': { zh: '俱乐部不存在', en: 'The club does not exist' },
  'team.badTransition': {
    zh: '战队当前状态不允许此操作',
    en: 'The team is not in a state that allows this',
  },
  'team.reasonRequired': { zh: '请填写驳回原因', en: 'Enter the reason for rejecting' },
  'team.notPaid': { zh: '战队尚未缴费', en: 'The team has not paid yet' },
  'team.locked': {
    zh: '战队已通过审核，不能再修改队员',
    en: 'The team is approved; its members can no longer change',
  },
  'team.inReview': {
    zh: '战队正在审核中，审核期间不能修改队员；审核结果出来后可修改，急需修改请联系组委会',
    en: 'The team is being reviewed: its members cannot change until the review ends. Contact the committee if a change cannot wait',
  },
  'course.notFound': { zh: '暂无课程信息', en: 'No course information' },
  'course.fileRefused': {
    zh: '只能浏览本平台的课程文件',
    en: 'Only course files of this platform can be viewed',
  },
  'course.linkExpired': {
    zh: '课程文件链接已过期，请回到课程列表重新打开',
    en: 'This course file link has expired: open the course again from the course list',
  },
  'course.linkMissing': {
    zh: '请从课程列表打开课程文件',
    en: 'Open course files from the course list',
  },
  'course.closed': {
    zh: '该课程已不再向你绑定的学校开放',
    en: 'This course is no longer open to the schools you are bound to',
  },
  'course.notYours': {
    zh: '该课程未向你绑定的学校开放',
    en: 'This course is not open to the schools you are bound to',
  },
  'course.fileMissing': {
    zh: '课程文件不存在或已被删除',
    en: 'The course file does not exist or has been deleted',
  },
  'course.fileTypeInvalid': {
    zh: '课程文件须为 PDF 或视频（mp4、m2v、mkv）',
    en: 'A course file must be a PDF or a video (mp4, m2v, mkv)',
  },
  'course.name': { zh: '课程名称', en: 'course name' },
  'course.typeNotFound': { zh: '课程类型不存在', en: 'The course type does not exist' },
  'course.imageTypeInvalid': {
    zh: '图片须为 PNG、JPG、BMP 或 GIF 格式',
    en: 'The image must be a PNG, JPG, BMP or GIF file',
  },
  'course.imageTooBig': { zh: '图片大小不能超过 2MB', en: 'The image may be at most 2 MB' },
  'club.nameRequired': { zh: '请输入俱乐部名称', en: 'Please enter the club name' },
  'club.nameTooLong': { zh: '俱乐部名称最多 60 个字', en: 'The club name may be at most 60 characters' },
  'club.levelRequired': {
    zh: '请选择俱乐部组别（小学、初中或高中）',
    en: 'Please select the club group (primary, junior high or senior high)',
  },
  'club.schoolNotFound': { zh: '所选学校不存在', en: 'The chosen school does not exist' },
  'club.duplicate': {
    zh: '该学校在此组别已有同名俱乐部',
    en: 'This school already has a club of that name in this group',
  },
  'club.hasTeams': {
    zh: '该俱乐部下已有战队报名，不能删除',
    en: 'Teams have signed up under this club; it cannot be deleted',
  },
  'club.lockedByTeams': {
    zh: '该俱乐部下已有战队报名，不能再更改其学校或组别',
    en: 'Teams have signed up under this club; its school and group can no longer change',
  },
  'teamResult.progressRequired': {
    zh: '请填写战队进度（如晋级情况）',
    en: 'Please enter the team progress (for example the round reached)',
  },
  'teamResult.progressTooLong': {
    zh: '战队进度最多 200 个字',
    en: 'The team progress may be at most 200 characters',
  },
  'teamResult.scoreRequired': {
    zh: '请填写四项比赛的成绩',
    en: 'Please enter the scores of all four games',
  },
  'teamResult.scoreInvalid': {
    zh: '每项成绩须为 0 到 1000 之间的数字',
    en: 'Each score must be a number from 0 to 1000',
  },
  'teamResult.rankInvalid': { zh: '名次须为正整数', en: 'The rank must be a whole number from 1' },
} as const satisfies Record<string, Bilingual>
