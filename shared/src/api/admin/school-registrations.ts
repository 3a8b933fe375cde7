import { z } from 'zod'
import { phoneSchema } from '../../validators/phone'
import { passwordSchema } from '../accounts/passwords'
import { defineCall } from '../contract'
import { multiline } from '../plain-text'

export const registrationStatuses = ['pending', 'active', 'rejected'] as const

export const schoolRegistrationSchema = z.object({
  userId: z.number().int(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  schoolType: z.number().int(),
  schoolLevel: z.string(),
  province: z.string(),
  city: z.string(),
  area: z.string(),
  teacherName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(registrationStatuses),
  reviewReason: z.string().nullable(),
  createdAt: z.string(),
})
export type SchoolRegistration = z.infer<typeof schoolRegistrationSchema>

export const listSchoolRegistrations = defineCall({
  method: 'GET',
  paths: ['/admin/schoolRegistrations'],
  request: z.object({ status: z.enum(registrationStatuses).default('pending') }),
  response: z.array(schoolRegistrationSchema),
})

export const reviewSchoolRegistration = defineCall({
  method: 'POST',
  paths: ['/admin/schoolRegistrations/review'],
  request: z
    .object({
      userId: z.coerce.number().int().positive(),
      decision: z.enum(['approve', 'reject']),
      reason: multiline(z.string().trim().max(200)).default(''),
    })
    .refine((r) => r.decision === 'approve' || r.reason.length > 0, {
      path: ['reason'],
      message: 'review.reasonRequired',
    }),
  response: z.null(),
})

/** Staff the committee creates: judges (with a password) and club teachers (role 4) bound to schools. */
export const createStaff = defineCall({
  method: 'POST',
  paths: ['/admin/users'],
  request: z.discriminatedUnion('role', [
    z.object({
      role: z.literal('judge'),
      phone: phoneSchema,
      userName: z.string().trim().min(1, 'user.nameRequired').max(100),
      password: passwordSchema,
    }),
    z.object({
      role: z.literal('courseTeacher'),
      phone: phoneSchema,
      userName: z.string().trim().min(1, 'user.nameRequired').max(100),
      schoolIds: z.array(z.coerce.number().int().positive()).min(1, 'staff.schoolsRequired'),
    }),
  ]),
  response: z.object({ userId: z.number().int() }),
})

export const listStaff = defineCall({
  method: 'GET',
  paths: ['/admin/users'],
  request: z.object({ role: z.enum(['judge', 'courseTeacher']) }),
  response: z.array(
    z.object({
      userId: z.number().int(),
      userName: z.string(),
      phone: z.string().nullable(),
      role: z.string(),
      schools: z.array(z.object({ schoolId: z.number().int(), schoolName: z.string() })),
    }),
  ),
})
