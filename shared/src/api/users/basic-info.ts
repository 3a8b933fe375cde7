import { z } from 'zod'
import type { MessageKey } from '../../i18n/messages'
import { EMAIL_PATTERN } from '../../validators/email'
import { idNumberFacts, idTypeCarriesBirthDate, parseIdCard } from '../../validators/id-card'
import { phoneSchema } from '../../validators/phone'
import { codeTypes, smsCodeSchema } from '../accounts/codes'
import { defineCall } from '../contract'
import { placeFields } from '../regions/area-tree'

/** An ID type whose number carries a birth date: the ID card (idTypes 1). */
const ID_CARD_TYPE = 1

/**
 * What an ID number decides in sysUser when its type carries a birth date: the birth date, the sex
 * (sexPersonal: 1 male, 0 female) and the age. Null for other types and for a number that is not valid.
 */
export function sysUserFromIdNumber(cardType: unknown, idCard: string, today = new Date()) {
  const facts = idNumberFacts(cardType, idCard, today)
  if (!facts) return null
  return { dateBirth: facts.birthDate, sex: facts.sex === 'male' ? 1 : 0, age: facts.age } as const
}

/**
 * The sysUser fields that contradict the ID number, each with its message: a number that carries a
 * birth date decides the birth date and the sex (and so whether a guardian must consent), and a resident
 * ID number is not a passport's.
 */
export function idNumberContradictions(
  sysUser: { cardType: unknown; sex: unknown; dateBirth: unknown },
  idCard: string,
  today = new Date(),
): { field: 'cardType' | 'dateBirth' | 'sex'; message: MessageKey }[] {
  if (!idTypeCarriesBirthDate(sysUser.cardType))
    return idNumberFacts(ID_CARD_TYPE, idCard, today)
      ? [{ field: 'cardType', message: 'idCard.typeIsIdCard' }]
      : []
  const decided = sysUserFromIdNumber(sysUser.cardType, idCard, today)
  if (!decided) return []
  return [
    ...(sysUser.dateBirth !== decided.dateBirth
      ? [{ field: 'dateBirth', message: 'idCard.birthMismatch' } as const]
      : []),
    ...(Number(sysUser.sex) !== decided.sex
      ? [{ field: 'sex', message: 'idCard.sexMismatch' } as const]
      : []),
  ]
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** sysUser of the basic information form. Sex: 1 male, 0 female (the personal pages' reading). */
export const sysUserSchema = z
  .object({
    userName: z.string({ error: 'user.nameRequired' }).trim().min(1, 'user.nameRequired').max(100),
    sex: z.coerce
      .number({ error: 'user.sexRequired' })
      .int()
      .min(0, 'user.sexRequired')
      .max(1, 'user.sexRequired'),
    cardType: z.coerce
      .number({ error: 'user.cardTypeRequired' })
      .int()
      .min(1, 'user.cardTypeRequired')
      .max(2),
    /**
     * Left out to keep the stored number: the owner's form shows it masked and sends it only after
     * its "change" action, when the whole new number is typed.
     */
    idCard: z
      .string({ error: 'user.idCardRequired' })
      .trim()
      .min(1, 'user.idCardRequired')
      .max(18, 'user.idCardTooLong')
      .optional(),
    dateBirth: z.string({ error: 'user.birthRequired' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'user.birthRequired'),
    phone: phoneSchema,
    email: z
      .string({ error: 'user.emailRequired' })
      .trim()
      .min(1, { error: 'user.emailRequired', abort: true })
      .max(200)
      .regex(EMAIL_PATTERN, 'email.invalid'),
    age: z.coerce.number().int().min(0).max(150).nullish(),
  })
  // Checked even while other fields have problems, so the ID message shows with the rest.
  .refine(
    (user) =>
      !idTypeCarriesBirthDate(user.cardType) ||
      user.idCard === undefined ||
      parseIdCard(user.idCard) !== null,
    {
      path: ['idCard'],
      message: 'idCard.invalid',
      when: ({ value, issues }) =>
        isObject(value) &&
        issues.every((issue) => issue.path?.[0] !== 'idCard' && issue.path?.[0] !== 'cardType'),
    },
  )
  // A birth date, sex or ID type the typed number contradicts. Without a typed number the server checks
  // the stored one.
  .superRefine((user, context) => {
    if (user.idCard === undefined) return
    for (const { field, message } of idNumberContradictions(user, user.idCard))
      context.addIssue({ code: 'custom', path: [field], message, input: user[field] })
  })

/** sysUserInfo: where the student studies. Group and level are derived from the grade by the server. */
export const sysUserInfoSchema = z.object({
  ...placeFields,
  schoolId: z.coerce.number().int().positive().nullish(),
  schoolName: z.string({ error: 'user.schoolRequired' }).trim().min(1, 'user.schoolRequired').max(100),
  grade: z.coerce
    .number({ error: 'user.gradeRequired' })
    .int()
    .min(1, 'user.gradeRequired')
    .max(12, 'user.gradeRequired'),
  nationality: z.string().trim().max(60).nullish(),
  userpicurl: z.string().max(300).nullish(),
})

export const saveBasicsUserSchema = z.object({
  sysUser: sysUserSchema,
  sysUserInfo: sysUserInfoSchema,
  code: smsCodeSchema,
  codeType: z.literal(codeTypes.basicInfo).default(codeTypes.basicInfo),
})

export const saveBasicsUser = defineCall({
  method: 'POST',
  paths: ['/user/saveBasicsUser'],
  request: saveBasicsUserSchema,
  response: z.null(),
})

const storedUser = z.object({
  userId: z.number().int(),
  userName: z.string(),
  sex: z.number().int().nullable(),
  cardType: z.number().int().nullable(),
  /** Masked (**************0027: the last four characters only): the whole number is never sent back, not even to its owner. */
  idCard: z.string().nullable(),
  dateBirth: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  age: z.number().int().nullable(),
})
const storedInfo = z.object({
  provinceCode: z.string().nullable(),
  cityCode: z.string().nullable(),
  areaCode: z.string().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  area: z.string().nullable(),
  schoolId: z.number().int().nullable(),
  schoolName: z.string().nullable(),
  grade: z.number().int().nullable(),
  level: z.number().int().nullable(),
  group: z.number().int().nullable(),
  nationality: z.string().nullable(),
  userpicurl: z.string().nullable(),
})

export const getBasicsUserInfo = defineCall({
  method: 'POST',
  paths: ['/user/getBasicsUserInfo'],
  request: z.object({}),
  response: z.object({
    sysUser: storedUser,
    sysUserInfo: storedInfo.nullable(),
    bareheadedPhoto: z.string().nullable(),
  }),
})

/** 200 when the profile is complete; otherwise the 2014 answer, which prompts the user to complete it. */
export const checkBasicsUserInfo = defineCall({
  method: 'GET',
  paths: ['/user/checkBasicsUserInfo'],
  request: z.object({}),
  response: z.null(),
})

/** Avatar upload rules (上传头像图片只能是 JPG/PNG/JPEG 格式! / 大小不能超过 200KB!). */
export const AVATAR_MAX_BYTES = 200 * 1024
export const AVATAR_TYPES = ['image/jpeg', 'image/png'] as const
export const AVATAR_UPLOAD_PATH = '/app/club/uploadFile'
