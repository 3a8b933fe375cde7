import { z } from 'zod'
import { defineCall } from '../contract'

const page = {
  pageNum: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
}

/** A student as the committee's list shows them: the ID number masked (**************0027: the last four characters only). */
export const studentRowSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  cardType: z.number().int().nullable(),
  idCardMasked: z.string().nullable(),
  schoolName: z.string().nullable(),
  grade: z.number().int().nullable(),
  status: z.string(),
  createdAt: z.string(),
})

/** Students, found by name, phone, e-mail or the whole ID number (matched through its keyed hash). */
export const listStudentRecords = defineCall({
  method: 'GET',
  paths: ['/admin/students'],
  request: z.object({ keyword: z.string().trim().max(100).default(''), ...page }),
  response: z.object({ rows: z.array(studentRowSchema), total: z.number().int() }),
})

/** The whole record, ID number unmasked: only on this explicit action, and every opening is logged. */
export const openStudentRecord = defineCall({
  method: 'POST',
  paths: ['/admin/students/openRecord'],
  request: z.object({ userId: z.coerce.number().int().positive() }),
  response: studentRowSchema.omit({ idCardMasked: true }).extend({
    idCard: z.string().nullable(),
    dateBirth: z.string().nullable(),
    sex: z.number().int().nullable(),
    photoUrl: z.string().nullable(),
    consents: z.array(
      z.object({
        kind: z.string(),
        policyVersion: z.string(),
        guardianName: z.string().nullable(),
        guardianRelation: z.string().nullable(),
        guardianPhone: z.string().nullable(),
        consentedAt: z.string(),
      }),
    ),
  }),
})

export const accessEventSchema = z.object({
  id: z.number().int(),
  actorName: z.string(),
  subjectId: z.number().int().nullable(),
  subjectName: z.string().nullable(),
  action: z.string(),
  at: z.string(),
})

/** Who opened whose whole record, newest first. */
export const listPersonalDataAccess = defineCall({
  method: 'GET',
  paths: ['/admin/personalDataAccess'],
  request: z.object({ subjectId: z.coerce.number().int().positive().optional(), ...page }),
  response: z.object({ rows: z.array(accessEventSchema), total: z.number().int() }),
})
