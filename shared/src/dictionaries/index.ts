import type { Bilingual } from '../i18n/lang'

/**
 * The product's dictionaries, in one place. They are seeded into the database's sys_dict_data table
 * (served by dict/getSysDictDataList) and read directly by the client. Where the specification keeps
 * two readings side by side (sex codes; exam length) both are here, named for where they apply.
 */
export interface DictEntry<V extends number | string = number> {
  value: V
  label: Bilingual
}

const entry = <V extends number | string>(value: V, zh: string, en: string): DictEntry<V> => ({
  value,
  label: { zh, en },
})

/** Grades 1-12: 1-9 are year grades, 10-12 senior 1-3. Paper applications offer only the first 9. */
export const grades = [
  entry(1, '一年级', 'Grade 1'),
  entry(2, '二年级', 'Grade 2'),
  entry(3, '三年级', 'Grade 3'),
  entry(4, '四年级', 'Grade 4'),
  entry(5, '五年级', 'Grade 5'),
  entry(6, '六年级', 'Grade 6'),
  entry(7, '七年级', 'Grade 7'),
  entry(8, '八年级', 'Grade 8'),
  entry(9, '九年级', 'Grade 9'),
  entry(10, '高一', 'Senior 1'),
  entry(11, '高二', 'Senior 2'),
  entry(12, '高三', 'Senior 3'),
]
export const PAPER_APPLICATION_GRADE_COUNT = 9

/** Competition groups with the grades they cover. */
export const competitionGroups = [
  { ...entry(1, '小初', 'Lower primary'), grades: [1, 2] },
  { ...entry(2, '小中', 'Middle primary'), grades: [3, 4] },
  { ...entry(3, '小高', 'Upper primary'), grades: [5, 6] },
  { ...entry(4, '初中', 'Junior high'), grades: [7, 8, 9] },
  { ...entry(5, '高中', 'Senior high'), grades: [10, 11, 12] },
]
export const groupOfGrade = (grade: number) => competitionGroups.find((g) => g.grades.includes(grade))

/** School level (club level, team level): 1 primary, 2 junior high, otherwise senior high. */
export const schoolLevels = [
  entry(1, '小学', 'Primary'),
  entry(2, '初中', 'Junior high'),
  entry(3, '高中', 'Senior high'),
]

/** The seasons of the specification: seed data; the committee adds later seasons in /admin. */
export const seasons = [
  entry(1, '2022~2023', '2022~2023'),
  entry(2, '2023~2024', '2023~2024'),
  entry(3, '2024~2025', '2024~2025'),
]

export const idTypes = [entry(1, '身份证', 'ID card'), entry(2, '护照', 'Passport')]

export const schoolTypes = [
  entry(0, '公立', 'Public'),
  entry(1, '私立', 'Private'),
  entry(2, '外籍子女学校', 'School for foreign children'),
]

/** Sex codes: the personal pages use 1 male / 0 female; the student forms 1 female / 2 male. */
export const sexPersonal = [entry(1, '男', 'Male'), entry(0, '女', 'Female')]
export const sexStudentForm = [entry(1, '女', 'Female'), entry(2, '男', 'Male')]

export const loginTypes = { student: 1, school: 2 } as const

export const enrolmentStatuses = [
  entry(3001, '未报名', 'Not enrolled'),
  entry(3002, '待支付', 'Unpaid'),
  entry(3003, '已支付', 'Paid'),
]

/** Individual paper application status (variant lists treat 1 as awaiting dispatch only). */
export const applicationStatuses = [
  entry(0, '申请中', 'Applying'),
  entry(1, '已通过，待寄送', 'Approved, awaiting dispatch'),
  entry(2, '未通过', 'Not passed'),
  entry(3, '已寄送', 'Dispatched'),
  entry(4, '已寄回', 'Returned'),
  entry(5, '成绩统计中', 'Scores being compiled'),
  entry(6, '成绩待发布', 'Scores awaiting release'),
  entry(7, '成绩已发布', 'Scores released'),
]

/**
 * The rounds of the individual competition, and the one name of each that every text uses: pages,
 * messages, certificates, exports. Where a sentence would carry the whole name of round 2 badly, it
 * says 复选赛 / re-selection round, never another word (docs/decisions/0022-one-name-per-round.md).
 */
export const raceSchedules = [
  entry(1, '市级初赛', 'City preliminary'),
  entry(2, '复选赛（全国晋级赛）', 'Re-selection (national entry round)'),
  entry(4, '全国总决赛', 'National final'),
]

export const courseTypes = [entry(1, '文本', 'Text'), entry(2, '视频', 'Video')]

/** Topics of lexicon characters (dictType c_topic). */
export const characterTopics = [
  entry('1', 'HSK 一级', 'HSK 1'),
  entry('2', 'HSK 二级', 'HSK 2'),
  entry('3', 'HSK 三级', 'HSK 3'),
  entry('4', 'HSK 四级', 'HSK 4'),
  entry('5', 'HSK 五级', 'HSK 5'),
  entry('6', 'HSK 六级', 'HSK 6'),
  entry('7', '常用字', 'Common character'),
]

/** Awards printed on certificates. */
export const awards = [
  entry(1, '一等奖', 'First Prize'),
  entry(2, '二等奖', 'Second Prize'),
  entry(3, '三等奖', 'Third Prize'),
  entry(4, '优秀奖', 'Excellence Award'),
  entry(5, '参赛证书', 'Certificate of Participation'),
]

/**
 * Fee ranges in yuan, from 100-200 up to 1500-2000. Only the two ends are given; the steps between
 * follow the usual 100 / 200 / 500 / 1000 / 1500 / 2000 breaks.
 */
export const feeRanges = [
  entry(1, '100-200元', '100-200 RMB'),
  entry(2, '200-500元', '200-500 RMB'),
  entry(3, '500-1000元', '500-1000 RMB'),
  entry(4, '1000-1500元', '1000-1500 RMB'),
  entry(5, '1500-2000元', '1500-2000 RMB'),
]

/**
 * The three codes of a product (商品大类 / 商品小类 / 商品类型), named for the products that carry them
 * (PRODUCT_CODES and the seeded products). The site finds the entry, team, library and fun-learning
 * products by these codes, so the committee picks them by name. Not served as sys_dict_data.
 */
export const productCategories = [
  entry(1, '电子字库', 'Character library'),
  entry(2, '赛事', 'Competition'),
  entry(3, '趣味学习', 'Fun learning'),
]
export const productSubCategories = [
  entry(1, '电子字库', 'Character library'),
  entry(2, '趣味练习', 'Fun practice'),
  entry(8, '汉字拼写大赛', 'Character spelling competition'),
]
export const productTypes = [
  entry(1, '学校报名（申请试卷）', 'School sign-up (test papers)'),
  entry(2, '团体赛年度报名', 'Team annual entry'),
  entry(3, '电子字库', 'Character library'),
  entry(4, '个人赛报名', 'Individual contest entry'),
  entry(5, '报名 + 字库套餐', 'Entry + library bundle'),
  entry(6, '报名 + 字库 + 趣味练习套餐', 'Entry + library + fun-learning bundle'),
  entry(7, '套餐加购（纸质词表手册）', 'Bundle extra (printed word lists)'),
  entry(8, '趣味练习关卡', 'Fun-learning level'),
]

/** Exam length: the instructions say 20 minutes, the sample quiz shows 30:00. Both are kept. */
export const EXAM_MINUTES_IN_INSTRUCTIONS = 20
export const EXAM_MINUTES_IN_SAMPLE = 30

/** The dictionaries served by dict/getSysDictDataList, by dictType. */
export const sysDictionaries: Record<string, readonly DictEntry<number | string>[]> = {
  sys_grade: grades,
  c_group: competitionGroups,
  sys_school_level: schoolLevels,
  c_season: seasons,
  sys_id_type: idTypes,
  sys_school_type: schoolTypes,
  sys_user_sex: sexPersonal,
  c_student_sex: sexStudentForm,
  c_enrolment_status: enrolmentStatuses,
  c_apply_status: applicationStatuses,
  c_race_schedule: raceSchedules,
  c_course_type: courseTypes,
  c_topic: characterTopics,
  c_award: awards,
  c_fee_range: feeRanges,
}

export const labelOf = <V extends number | string>(
  dict: readonly DictEntry<V>[],
  value: V,
  lang: keyof Bilingual,
) => dict.find((d) => d.value === value)?.label[lang] ?? String(value)

/** A round's name in both languages, as the dictionary gives it. */
export const raceScheduleName = (value: number): Bilingual => ({
  zh: labelOf(raceSchedules, value, 'zh'),
  en: labelOf(raceSchedules, value, 'en'),
})

/**
 * Who a user is. Students log in with login type 1, school users with 2 (role 1 school teacher,
 * role 4 club/course teacher); judges and the committee are ours (the specification leaves them out).
 */
export const roles = {
  student: { loginType: 1, roleId: 0, home: '/stu/index' },
  schoolTeacher: { loginType: 2, roleId: 1, home: '/cebsbInfoData' },
  courseTeacher: { loginType: 2, roleId: 4, home: '/cebsbInfoData' },
  judge: { loginType: 3, roleId: 5, home: '/judge' },
  committee: { loginType: 4, roleId: 9, home: '/admin' },
} as const
export type Role = keyof typeof roles
export const roleNames = Object.keys(roles) as Role[]
