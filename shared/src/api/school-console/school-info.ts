import { z } from 'zod'
import { EMAIL_PATTERN } from '../../validators/email'
import { defineCall } from '../contract'
import { multiline } from '../plain-text'

/** The school as its console shows it. School type: 0 public, 1 private, else foreign-children. */
export const schoolInfoSchema = z.object({
  schoolId: z.number().int(),
  schoolName: z.string(),
  schoolType: z.number().int(),
  schoolLevel: z.string(),
  province: z.string(),
  city: z.string(),
  area: z.string(),
  schoolAddress: z.string().nullable(),
  foundingYear: z.number().int().nullable(),
  schoolMotto: z.string().nullable(),
  schoolProfile: z.string().nullable(),
  phone: z.string().nullable(),
})
export type SchoolInfo = z.infer<typeof schoolInfoSchema>

/** A school user's school; schoolId defaults to the stored one and must be one of the user's schools. */
export const getSchoolInfo = defineCall({
  method: 'GET',
  paths: ['/school/getSchoolInfo'],
  request: z.object({ schoolId: z.coerce.number().int().positive().optional() }),
  response: schoolInfoSchema,
})

const optionalText = (max: number, key: string) =>
  z
    .string()
    .trim()
    .max(max, key)
    .nullish()
    .transform((v) => (v ? v : null))

/** The edit dialog of the school page: motto max 100, profile max 200, address max 200. */
export const updateSchoolInfoSchema = z.object({
  schoolId: z.coerce.number().int().positive().optional(),
  schoolType: z.coerce.number({ error: 'school.typeRequired' }).int().min(0).max(2),
  schoolAddress: optionalText(200, 'schoolInfo.addressTooLong'),
  foundingYear: z.coerce
    .number()
    .int()
    .min(1800, 'schoolInfo.yearInvalid')
    .max(2100, 'schoolInfo.yearInvalid')
    .nullish(),
  schoolMotto: optionalText(100, 'schoolInfo.mottoTooLong'),
  schoolProfile: multiline(optionalText(200, 'schoolInfo.profileTooLong')),
  phone: z
    .string()
    .trim()
    .max(20, 'schoolInfo.phoneInvalid')
    .regex(/^[0-9+\-() ]*$/, 'schoolInfo.phoneInvalid')
    .nullish()
    .transform((v) => (v ? v : null)),
})
export type UpdateSchoolInfoInput = z.input<typeof updateSchoolInfoSchema>

export const updateSchoolInfo = defineCall({
  method: 'POST',
  paths: ['/school/updateSchoolInfo'],
  request: updateSchoolInfoSchema,
  response: z.null(),
})

/** The signed-in school user's own account (personal information page). Sex: 1 male, 0 female. */
export const personalInfoSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  sex: z.number().int().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  roleId: z.number().int(),
})
export type PersonalInfo = z.infer<typeof personalInfoSchema>

export const getSysUserInfo = defineCall({
  method: 'GET',
  paths: ['/user/getSysUserInfo'],
  request: z.object({}),
  response: personalInfoSchema,
})

/** Personal info edit: name required (max 100), gender required, e-mail required (max 200). */
export const savePersonalInfoSchema = z.object({
  userName: z
    .string({ error: 'user.nameRequired' })
    .trim()
    .min(1, 'user.nameRequired')
    .max(100, 'personal.nameTooLong'),
  sex: z.coerce
    .number({ error: 'user.sexRequired' })
    .int()
    .min(0, 'user.sexRequired')
    .max(1, 'user.sexRequired'),
  email: z
    .string({ error: 'user.emailRequired' })
    .trim()
    .min(1, { error: 'user.emailRequired', abort: true })
    .max(200, 'personal.emailTooLong')
    .regex(EMAIL_PATTERN, 'email.invalid'),
})
export type SavePersonalInfoInput = z.input<typeof savePersonalInfoSchema>

export const saveSysUserAll = defineCall({
  method: 'POST',
  paths: ['/user/saveSysUserAll'],
  request: savePersonalInfoSchema,
  response: z.null(),
})
