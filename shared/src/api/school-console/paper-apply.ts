import { z } from 'zod'
import { PAPER_APPLICATION_GRADE_COUNT } from '../../dictionaries/index'
import type { Bilingual } from '../../i18n/lang'
import { parseChinaTime as parseWallClock, startOfChinaDay } from '../../time/china-time'
import { EMAIL_PATTERN } from '../../validators/email'
import { phoneSchema } from '../../validators/phone'
import { smsCodeOrProofSchema } from '../accounts/code-proof'
import { codeTypes } from '../accounts/codes'
import { defineCall } from '../contract'
import { SMALLINT_MAX } from '../numbers'
import { multiline } from '../plain-text'
import { placeFields } from '../regions/area-tree'

/** Classes per grade: 1-50. */
export const MIN_CLASSES = 1
export const MAX_CLASSES = 50
/** Working days within which the committee answers an application (success screen). */
export const REVIEW_WORKING_DAYS = 7
/** The SMS code of an application is the "registrants" type (the one of a school's orders). */
export const PAPER_APPLY_CODE_TYPE = codeTypes.registrants

/** Application statuses by name (labels in the applicationStatuses dictionary). */
export const applyStatus = {
  applying: 0,
  approved: 1,
  rejected: 2,
  dispatched: 3,
  returned: 4,
  compiling: 5,
  awaitingRelease: 6,
  released: 7,
} as const

/** Carriers offered in the shipment dialogs (express company 请选择). */
export const expressCompanies: { value: string; label: Bilingual }[] = [
  { value: 'SF', label: { zh: '顺丰速运', en: 'SF Express' } },
  { value: 'EMS', label: { zh: '中国邮政 EMS', en: 'China Post EMS' } },
  { value: 'JD', label: { zh: '京东物流', en: 'JD Logistics' } },
  { value: 'ZTO', label: { zh: '中通快递', en: 'ZTO Express' } },
  { value: 'YTO', label: { zh: '圆通速递', en: 'YTO Express' } },
  { value: 'STO', label: { zh: '申通快递', en: 'STO Express' } },
  { value: 'YUNDA', label: { zh: '韵达快递', en: 'Yunda Express' } },
]
const expressValues = expressCompanies.map((c) => c.value) as [string, ...string[]]

/** "yyyy-MM-dd HH:mm:ss", read as China time. */
export const EXPECTED_TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/
/** An expected exam time as the form sends it ("yyyy-MM-dd HH:mm:ss" in China), or null when it is not one. */
export const parseChinaTime = (value: string): Date | null =>
  EXPECTED_TIME_PATTERN.test(value) ? parseWallClock(value) : null
/** Start of yesterday in China time: the earliest expected exam time allowed. */
export const startOfYesterdayInChina = (now: Date = new Date()): Date => startOfChinaDay(now, -1)

export const classRowSchema = z.object({
  className: z.string().trim().min(1).max(20),
  number: z.coerce
    .number({ error: 'paper.numberInvalid' })
    .int('paper.numberInvalid')
    .min(0, 'paper.numberInvalid')
    .max(10_000, 'paper.numberInvalid'),
  keyStr: z.string().max(40).default(''),
})
export type ClassRow = z.infer<typeof classRowSchema>

export const gradeEntrySchema = z.object({
  gradeName: z.string().max(40).default(''),
  grade: z.coerce
    .number()
    .int()
    .min(1, 'paper.gradesInvalid')
    .max(PAPER_APPLICATION_GRADE_COUNT, 'paper.gradesInvalid'),
  classListDto: z.array(classRowSchema),
})
export type GradeEntry = z.infer<typeof gradeEntrySchema>

/** The fields of the exam-quantity application, without the cross-field rule. */
export const paperApplyFieldsSchema = z.object({
  /** Given when resubmitting a rejected application. */
  id: z.coerce.number().int().positive().optional(),
  season: z.coerce.number().int().positive().optional(),
  activityName: z.string().max(200).optional(),
  activityType: z.coerce.number().int().default(1),
  seasonRaceId: z.coerce.number().int().nullish(),
  schoolId: z.coerce.number().int().positive().nullish(),
  expectedTime: z
    .string({ error: 'paper.timeRequired' })
    .min(1, { error: 'paper.timeRequired', abort: true })
    .refine((v) => parseChinaTime(v) !== null, { error: 'paper.timeRequired', abort: true })
    .refine((v) => (parseChinaTime(v)?.getTime() ?? 0) >= startOfYesterdayInChina().getTime(), {
      error: 'paper.timeTooEarly',
    }),
  gameGroupList: z
    .array(
      z.coerce
        .number()
        .int()
        .min(1, 'paper.gradesInvalid')
        .max(PAPER_APPLICATION_GRADE_COUNT, 'paper.gradesInvalid'),
      {
        error: 'paper.gradesRequired',
      },
    )
    .min(1, 'paper.gradesRequired'),
  gradeStr: z.string().max(40).optional(),
  classStr: z.coerce
    .number({ error: 'paper.classesRequired' })
    .int('paper.classesRequired')
    .min(MIN_CLASSES, 'paper.classesRequired')
    .max(MAX_CLASSES, 'paper.classesRequired'),
  gradeList: z.array(gradeEntrySchema),
  /** Ignored: the server sums the class numbers itself. */
  examNum: z.coerce.number().optional(),
  teacherName: z
    .string({ error: 'school.teacherRequired' })
    .trim()
    .min(1, 'school.teacherRequired')
    .max(20, 'school.teacherTooLong'),
  phone: phoneSchema,
  code: smsCodeOrProofSchema,
  codeType: z.coerce.number().int().default(PAPER_APPLY_CODE_TYPE),
  receiptName: z
    .string({ error: 'paper.receiptNameRequired' })
    .trim()
    .min(1, 'paper.receiptNameRequired')
    .max(50),
  receiptPhone: z
    .string({ error: 'paper.receiptPhoneRequired' })
    .trim()
    .min(1, { error: 'paper.receiptPhoneRequired', abort: true })
    .regex(/^1[3-9]\d{9}$/, 'phone.invalid'),
  email: z
    .string({ error: 'user.emailRequired' })
    .trim()
    .min(1, { error: 'user.emailRequired', abort: true })
    .max(200)
    .regex(EMAIL_PATTERN, 'email.invalid'),
  ...placeFields,
  receiptAddress: z
    .string({ error: 'paper.addressRequired' })
    .trim()
    .min(1, 'paper.addressRequired')
    .max(200),
  remark: multiline(z.string().trim().max(200)).nullish(),
  /** "1": save this mailing address as the default one. */
  isDefault: z.enum(['0', '1']).default('1'),
})

/** The exam-quantity application. examNum is recomputed by the server from the class rows. */
export const paperApplyFormSchema = paperApplyFieldsSchema.superRefine((form, ctx) => {
  // The class rows must be exactly the chosen grades, each with classStr classes.
  const chosen = [...new Set(form.gameGroupList)].sort((a, b) => a - b)
  const listed = form.gradeList.map((g) => g.grade).sort((a, b) => a - b)
  if (chosen.join(',') !== listed.join(',')) {
    ctx.addIssue({ code: 'custom', path: ['gradeList'], message: 'paper.rowsMismatch' })
    return
  }
  form.gradeList.forEach((grade, i) => {
    if (grade.classListDto.length !== form.classStr)
      ctx.addIssue({
        code: 'custom',
        path: ['gradeList', i, 'classListDto'],
        message: 'paper.rowsMismatch',
      })
  })
})
export type PaperApplyForm = z.input<typeof paperApplyFormSchema>

export const savePersonalPaperApply = defineCall({
  method: 'POST',
  paths: ['/paper/v2/savePersonalPaperApply'],
  request: paperApplyFormSchema,
  response: z.object({ id: z.number().int(), examNum: z.number().int() }),
})

/** The read model of an application, plus the committee's reason and both shipments. */
export const paperApplySchema = z.object({
  id: z.number().int(),
  paperId: z.number().int(),
  season: z.number().int(),
  activityName: z.string(),
  activityType: z.number().int(),
  expectedTime: z.string(),
  schoolId: z.number().int(),
  school: z.string(),
  gradeStr: z.string(),
  gradeList: z.array(gradeEntrySchema),
  classStr: z.number().int(),
  examNum: z.number().int(),
  teacherName: z.string(),
  phone: z.string(),
  remark: z.string().nullable(),
  receiptName: z.string(),
  receiptPhone: z.string(),
  email: z.string(),
  goodsReceiveArea: z.string(),
  province: z.string(),
  city: z.string(),
  area: z.string(),
  provinceCode: z.string(),
  cityCode: z.string(),
  areaCode: z.string(),
  receiptAddress: z.string(),
  isDefault: z.string(),
  seasonRaceId: z.number().int().nullable(),
  applyStatus: z.number().int().min(0).max(7),
  applyType: z.number().int(),
  reviewReason: z.string().nullable(),
  /** The committee's dispatch. */
  expressType: z.string().nullable(),
  expressNumber: z.string().nullable(),
  /** The school's return shipment. */
  sendBackExpressType: z.string().nullable(),
  sendBackExpressNumber: z.string().nullable(),
  sentBackAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type PaperApply = z.infer<typeof paperApplySchema>

export const getPersonalPaperApplyList = defineCall({
  method: 'GET',
  paths: ['/paper/v2/getPersonalPaperApplyList', '/paper/getPersonalPaperApplyList'],
  request: z.object({ season: z.coerce.number().int().positive().max(SMALLINT_MAX).optional() }),
  response: z.array(paperApplySchema),
})

export const getPersonalPaperApplyInfo = defineCall({
  method: 'GET',
  paths: ['/paper/v2/getPersonalPaperApplyInfo'],
  request: z.object({ id: z.coerce.number({ error: 'paper.notFound' }).int().positive('paper.notFound') }),
  response: paperApplySchema,
})

/** The school's application of a season (the current one by default), or null. */
export const getInfoSeason = defineCall({
  method: 'GET',
  paths: ['/paper/v2/getInfoSeason'],
  request: z.object({ season: z.coerce.number().int().positive().optional() }),
  response: z.object({ paperApply: paperApplySchema.nullable() }),
})

/** Shipment dialog: express company 请选择 and tracking number 请输入 are required. */
export const shipmentSchema = z.object({
  expressType: z.string({ error: 'paper.expressTypeRequired' }).refine((v) => expressValues.includes(v), {
    error: 'paper.expressTypeRequired',
  }),
  expressNumber: z
    .string({ error: 'paper.expressNumberRequired' })
    .trim()
    .min(1, 'paper.expressNumberRequired')
    .max(40, 'paper.expressNumberInvalid')
    .regex(/^[A-Za-z0-9-]+$/, 'paper.expressNumberInvalid'),
})

export const confirmToSendBack = defineCall({
  method: 'POST',
  paths: ['/paper/confirmToSendBack'],
  request: shipmentSchema.extend({
    paperId: z.coerce.number({ error: 'paper.notFound' }).int().positive('paper.notFound'),
    applyType: z.coerce.number().int().default(1),
  }),
  response: z.null(),
})

/** The default mailing address of the signed-in user (reused by the application form). */
export const mailingAddressSchema = z.object({
  addressId: z.number().int(),
  receiptName: z.string(),
  receiptPhone: z.string(),
  email: z.string().nullable(),
  goodsReceiveArea: z.string(),
  receiptAddress: z.string(),
  provinceCode: z.string(),
  cityCode: z.string(),
  areaCode: z.string(),
  province: z.string(),
  city: z.string(),
  area: z.string(),
  isDefault: z.string(),
})
export type MailingAddress = z.infer<typeof mailingAddressSchema>

export const getUserAddressDefault = defineCall({
  method: 'GET',
  paths: ['/userAddress/getUserAddressDefault'],
  request: z.object({}),
  response: mailingAddressSchema.nullable(),
})

export const saveUserAddress = defineCall({
  method: 'POST',
  paths: ['/userAddress/saveUserAddress'],
  request: z.object({
    receiptName: z
      .string({ error: 'paper.receiptNameRequired' })
      .trim()
      .min(1, 'paper.receiptNameRequired')
      .max(50),
    receiptPhone: z
      .string({ error: 'paper.receiptPhoneRequired' })
      .trim()
      .min(1, { error: 'paper.receiptPhoneRequired', abort: true })
      .regex(/^1[3-9]\d{9}$/, 'phone.invalid'),
    email: z.string().trim().max(200).regex(EMAIL_PATTERN, 'email.invalid').nullish(),
    ...placeFields,
    receiptAddress: z
      .string({ error: 'paper.addressRequired' })
      .trim()
      .min(1, 'paper.addressRequired')
      .max(200),
    isDefault: z.enum(['0', '1']).default('1'),
  }),
  response: z.object({ addressId: z.number().int() }),
})

/**
 * The school's latest application of any season, to fill a new form from it; with `phone`, the latest
 * filed under that contact phone. Null when there is none.
 */
export const getLastPaper = defineCall({
  method: 'GET',
  paths: ['/common/getLastPaper'],
  request: z.object({ phone: phoneSchema.optional() }),
  response: paperApplySchema.nullable(),
})
