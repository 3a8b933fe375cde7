import { z } from 'zod'
import { enrolmentStatuses } from '../../dictionaries/index'
import { startOfChinaDay } from '../../time/china-time'
import { defineCall } from '../contract'
import { paperApplyFieldsSchema, parseChinaTime } from './paper-apply'

/**
 * The registration dialog's individual tab: a school signs up for the
 * individual contest with its grades, classes and numbers; the order that follows is paid in the
 * payment process. Order states: 3001 not enrolled, 3002 unpaid, 3003 paid (enrolmentStatuses).
 */
export const ORDER_STATE = { none: 3001, unpaid: 3002, paid: 3003 } as const
export const orderStateValues = enrolmentStatuses.map((s) => s.value)

/** The channel of the dialog's calls: "1" team, "2" individual school. */
export const INDIVIDUAL_CHANNEL = '2'
/** orderPayDataForm.productFlag of an individual school sign-up (the apply-test-paper product). */
export const APPLY_TEST_PAPER_FLAG = 'applyTestPaper'
/** A sign-up's expected exam day is at least this many days ahead (China days). */
export const ENROLLMENT_MIN_DAYS_AHEAD = 5
/** The first China day a sign-up's exam may fall on. */
export const earliestEnrollmentExamDay = (now: Date = new Date()) =>
  startOfChinaDay(now, ENROLLMENT_MIN_DAYS_AHEAD)

export const enrollmentPersonalSchoolSchema = paperApplyFieldsSchema
  .pick({
    season: true,
    activityName: true,
    expectedTime: true,
    gameGroupList: true,
    gradeStr: true,
    classStr: true,
    gradeList: true,
    examNum: true,
    teacherName: true,
    phone: true,
    code: true,
    codeType: true,
  })
  .extend({ channel: z.string().default(INDIVIDUAL_CHANNEL) })
  .superRefine((form, ctx) => {
    const time = parseChinaTime(form.expectedTime)
    if (time && time.getTime() < earliestEnrollmentExamDay().getTime()) {
      ctx.addIssue({
        code: 'custom',
        path: ['expectedTime'],
        message: 'enrollment.timeTooSoon',
      })
    }
    const chosen = [...new Set(form.gameGroupList)].sort((a, b) => a - b)
    const listed = form.gradeList.map((g) => g.grade).sort((a, b) => a - b)
    const rowsMatch =
      chosen.join(',') === listed.join(',') &&
      form.gradeList.every((g) => g.classListDto.length === form.classStr)
    if (!rowsMatch) ctx.addIssue({ code: 'custom', path: ['gradeList'], message: 'paper.rowsMismatch' })
  })
export type EnrollmentPersonalSchoolInput = z.input<typeof enrollmentPersonalSchoolSchema>

/** Individual school sign-up; the answer is not read by the page. */
export const enrollmentPersonalSchool = defineCall({
  method: 'POST',
  paths: ['/enrollment/enrollmentPersonalSchool'],
  request: enrollmentPersonalSchoolSchema,
  response: z.object({ enrollmentId: z.number().int(), examNum: z.number().int() }),
})

/**
 * The order state of the school's individual sign-up this season (checked when the tab opens), and,
 * while its fee awaits a bank transfer, the deadline of that transfer (China time, yyyy-MM-dd HH:mm:ss).
 */
export const getIsSchoolPerson = defineCall({
  method: 'GET',
  paths: ['/enrollment/getIsSchoolPerson'],
  request: z.object({}),
  response: z.object({
    orderState: z.number().int(),
    enrollmentId: z.number().int().nullable(),
    transferDue: z.string().nullable(),
  }),
})

/**
 * Prefill of the individual tab: gradeStr and gradeList (a JSON string, as the specification has it);
 * with the school's name, teacher and phone for step 0 of the payment process.
 */
export const getEnrollmentInfo = defineCall({
  method: 'GET',
  paths: ['/enrollment/getEnrollmentInfo'],
  request: z.object({}),
  response: z
    .object({
      gradeStr: z.string(),
      gradeList: z.string(),
      classStr: z.number().int(),
      /** The exam day and time the sign-up gave, China time (YYYY-MM-DD HH:mm:ss). */
      expectedTime: z.string(),
      schoolName: z.string(),
      teacherName: z.string(),
      phone: z.string(),
    })
    .nullable(),
})
