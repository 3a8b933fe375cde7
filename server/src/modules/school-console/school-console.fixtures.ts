import { chinaDate, startOfChinaDay } from '@spell/shared/time/china-time'
import { raceSchedules, schools, userSchools } from '../../db/schema'
import { buildUser } from '../../test-support/factories'
import { call, codeFor, type TestServer } from '../../test-support/test-server'
import { startSession } from '../auth/sessions.service'
import { currentSeasonId } from '../seasons/seasons.service'

const DAY_MS = 24 * 3600_000
/** A stage of the current season that ends `days` from now, so that the season runs until then. */
export async function seasonRunsFor(server: TestServer, days: number, raceSchedule = 9) {
  const season = await currentSeasonId(server.db)
  await server.db
    .insert(raceSchedules)
    .values({
      season,
      activityType: 1,
      raceSchedule,
      examinationStartTime: new Date(Date.now() - DAY_MS),
      examinationEndTime: new Date(Date.now() + days * DAY_MS),
    })
    .onConflictDoUpdate({
      target: [raceSchedules.season, raceSchedules.activityType, raceSchedules.raceSchedule],
      set: { examinationEndTime: new Date(Date.now() + days * DAY_MS) },
    })
}

/** What the school console's tests share: schools with their teacher, calls, and a filled application form. */
export function schoolConsoleFixtures(serverOf: () => TestServer) {
  let schoolSeq = 0
  /** A school teacher with an approved school and a session. */
  async function buildSchool(role: 'schoolTeacher' | 'courseTeacher' = 'schoolTeacher') {
    const user = await buildUser(serverOf().db, role)
    const [school] = await serverOf()
      .db.insert(schools)
      .values({
        schoolName: `测试学校${++schoolSeq}`,
        schoolType: 0,
        schoolLevel: '1,2,3,4,5,6',
        provinceCode: '110000',
        cityCode: '110100',
        areaCode: '110108',
        province: '北京市',
        city: '市辖区',
        area: '海淀区',
        approved: true,
      })
      .returning()
    if (!school) throw new Error('no school')
    await serverOf().db.insert(userSchools).values({ userId: user.id, schoolId: school.id })
    const token = await startSession(serverOf().db, user.id)
    return { user, school, token, auth: { authorization: token } }
  }

  const get = (path: string, token: string | null, input: Record<string, unknown> = {}) =>
    call(serverOf(), 'GET', path, input, token ? { authorization: token } : {})
  const post = (path: string, token: string | null, input: Record<string, unknown> = {}, lang = 'zh-CN') =>
    call(serverOf(), 'POST', path, input, {
      ...(token ? { authorization: token } : {}),
      'accept-language': lang,
    })

  const tomorrow = () => `${chinaDate(startOfChinaDay(Date.now(), 1))} 09:00:00`
  /** An exam time `days` China days ahead, at 09:00. */
  const daysAhead = (days: number) => `${chinaDate(startOfChinaDay(Date.now(), days))} 09:00:00`

  function form(phone: string, code: string, extra: Record<string, unknown> = {}) {
    return {
      expectedTime: tomorrow(),
      gameGroupList: [1, 3],
      classStr: 2,
      gradeList: [
        {
          grade: 1,
          gradeName: '一年级',
          classListDto: [
            { className: '1班', number: 30 },
            { className: '2班', number: 28 },
          ],
        },
        {
          grade: 3,
          gradeName: '三年级',
          classListDto: [
            { className: '1班', number: 35 },
            { className: '2班', number: 0 },
          ],
        },
      ],
      examNum: 93,
      teacherName: '王老师',
      phone,
      code,
      receiptName: '李收件',
      receiptPhone: '13900001111',
      email: 'audio@school.cn',
      provinceCode: '110000',
      cityCode: '110100',
      areaCode: '110108',
      province: '北京市',
      city: '市辖区',
      area: '海淀区',
      receiptAddress: '中关村大街 1 号',
      remark: '',
      isDefault: '1',
      ...extra,
    }
  }

  async function apply(school: Awaited<ReturnType<typeof buildSchool>>, extra: Record<string, unknown> = {}) {
    const phone = school.user.phone as string
    const code = await codeFor(serverOf(), phone, 4)
    return post('/paper/v2/savePersonalPaperApply', school.token, form(phone, code, extra))
  }

  return { buildSchool, get, post, tomorrow, daysAhead, form, apply }
}
