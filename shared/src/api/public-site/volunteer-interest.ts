import { z } from 'zod'
import { isEmail } from '../../validators/email'
import { isPhone } from '../../validators/phone'
import { defineCall } from '../contract'
import { multiline } from '../plain-text'

/** What a volunteer can offer; labels are in the client's copy. */
export const volunteerRoles = ['venue', 'judging', 'translation', 'media', 'tutoring'] as const
export type VolunteerRole = (typeof volunteerRoles)[number]

export const VOLUNTEER_NAME_MAX = 20
export const VOLUNTEER_CITY_MAX = 40
export const VOLUNTEER_MESSAGE_MAX = 500

export const volunteerInterestSchema = z.object({
  name: z
    .string({ error: 'volunteer.nameRequired' })
    .trim()
    .min(1, { error: 'volunteer.nameRequired', abort: true })
    .max(VOLUNTEER_NAME_MAX, 'volunteer.nameTooLong'),
  phone: z
    .string({ error: 'volunteer.phoneRequired' })
    .trim()
    .min(1, { error: 'volunteer.phoneRequired', abort: true })
    .refine(isPhone, 'volunteer.phoneWrong'),
  email: z
    .string()
    .trim()
    .max(100, 'volunteer.emailWrong')
    .refine((value) => value === '' || isEmail(value), 'volunteer.emailWrong')
    .default(''),
  city: z
    .string({ error: 'volunteer.cityRequired' })
    .trim()
    .min(1, { error: 'volunteer.cityRequired', abort: true })
    .max(VOLUNTEER_CITY_MAX, 'volunteer.cityTooLong'),
  roles: z
    .array(z.enum(volunteerRoles, { error: 'volunteer.rolesRequired' }), { error: 'volunteer.rolesRequired' })
    .min(1, 'volunteer.rolesRequired')
    .max(volunteerRoles.length, 'volunteer.rolesRequired'),
  message: multiline(z.string().trim().max(VOLUNTEER_MESSAGE_MAX, 'volunteer.messageTooLong')).default(''),
})
export type VolunteerInterestInput = z.input<typeof volunteerInterestSchema>

/** /volunteersView: anyone may say they would like to volunteer; the committee reads it in /admin. */
export const submitVolunteerInterest = defineCall({
  method: 'POST',
  paths: ['/public/volunteerInterest'],
  request: volunteerInterestSchema,
  response: z.null(),
})

export const volunteerInterestRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  city: z.string(),
  roles: z.array(z.enum(volunteerRoles)),
  message: z.string(),
  createdAt: z.string(),
})
export type VolunteerInterestRow = z.infer<typeof volunteerInterestRowSchema>

/** The committee's list of volunteer interest, newest first. */
export const listVolunteerInterests = defineCall({
  method: 'GET',
  paths: ['/admin/volunteerInterests'],
  request: z.object({}),
  response: z.array(volunteerInterestRowSchema),
})
