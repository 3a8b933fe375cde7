import { z } from 'zod'
import { emailSchema } from '../../validators/email'
import { phoneSchema } from '../../validators/phone'
import { codeTypes, smsCodeSchema } from '../accounts/codes'
import { defineCall } from '../contract'
import { placeFields } from '../regions/area-tree'

export const schoolListItemSchema = z.object({
  id: z.number().int(),
  schoolName: z.string(),
  schoolType: z.number().int(),
})

/** Approved schools of a region (any level of codes narrows the list). */
export const getSchoolList = defineCall({
  method: 'GET',
  paths: ['/web/getSchoolList', '/web/getAllSchoolList'],
  request: z.object({
    provinceCode: z
      .string()
      .regex(/^\d{6}$/)
      .optional(),
    cityCode: z
      .string()
      .regex(/^\d{6}$/)
      .optional(),
    areaCode: z
      .string()
      .regex(/^\d{6}$/)
      .optional(),
  }),
  response: z.array(schoolListItemSchema),
})

/** Member-school registration; the account stays pending until the committee approves it. */
export const registerSchoolSchema = z.object({
  /** A school picked from the region's list; absent when the name was typed. */
  schoolId: z.coerce.number().int().positive().nullish(),
  schoolName: z.string({ error: 'school.nameRequired' }).trim().min(1, 'school.nameRequired').max(100),
  schoolType: z.coerce.number({ error: 'school.typeRequired' }).int().min(0).max(2),
  /** Comma-joined grades, e.g. "1,2,3". */
  schoolLevel: z
    .string({ error: 'school.gradesRequired' })
    .regex(/^(?:[1-9]|1[0-2])(?:,(?:[1-9]|1[0-2]))*$/, 'school.gradesRequired'),
  schoolTeacherName: z
    .string({ error: 'school.teacherRequired' })
    .trim()
    .min(1, 'school.teacherRequired')
    .max(20, 'school.teacherTooLong'),
  phone: phoneSchema,
  email: z
    .string({ error: 'email.required' })
    .trim()
    .min(1, { error: 'email.required', abort: true })
    .pipe(emailSchema),
  code: smsCodeSchema,
  codeType: z.coerce.number().int().default(codeTypes.schoolRegister),
  activityType: z.coerce.number().int().optional(),
  ...placeFields,
})
export type RegisterSchoolInput = z.input<typeof registerSchoolSchema>

export const registerSchool = defineCall({
  method: 'POST',
  paths: ['/login/registeredSchool', '/web/registeredSchool'],
  request: registerSchoolSchema,
  response: z.null(),
})
