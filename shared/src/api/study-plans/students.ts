import { z } from 'zod'
import { PHONE_PATTERN } from '../../validators/phone'
import { defineCall } from '../contract'
import { MAX_IMPORT_ROWS } from './words'

/** Student state: 0 normal, 1 forbidden (the student is kept on the list but may not be used). */
export const STUDENT_STATE = { normal: 0, forbidden: 1 } as const

export const schoolStudentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  state: z.number().int(),
  createdAt: z.string(),
})
export type SchoolStudent = z.infer<typeof schoolStudentSchema>

export const studentFieldsSchema = z.object({
  name: z.string().trim().min(1, { error: 'student.nameRequired' }).max(40),
  phone: z
    .string({ error: 'student.phoneRequired' })
    .trim()
    .min(1, { error: 'student.phoneRequired' })
    .regex(PHONE_PATTERN, { error: 'student.phoneInvalid' }),
})
export type StudentFields = z.input<typeof studentFieldsSchema>

export const getSchoolStudentList = defineCall({
  method: 'GET',
  paths: ['/schoolStudent/getStudentList'],
  request: z.object({ keyword: z.string().trim().max(40).optional() }),
  response: z.array(schoolStudentSchema),
})

export const saveSchoolStudent = defineCall({
  method: 'POST',
  paths: ['/schoolStudent/saveStudent'],
  request: studentFieldsSchema.extend({ id: z.coerce.number().int().positive().optional() }),
  response: z.object({ id: z.number().int() }),
})

export const setSchoolStudentState = defineCall({
  method: 'POST',
  paths: ['/schoolStudent/updateStudentState'],
  request: z.object({
    id: z.coerce.number().int().positive(),
    state: z.union([z.literal(STUDENT_STATE.normal), z.literal(STUDENT_STATE.forbidden)]),
  }),
  response: z.null(),
})

export const deleteSchoolStudent = defineCall({
  method: 'POST',
  paths: ['/schoolStudent/deleteStudent'],
  request: z.object({ id: z.coerce.number().int().positive() }),
  response: z.null(),
})

/** All-or-nothing import of the student list from the .xlsx template (rows read in the browser). */
export const importSchoolStudents = defineCall({
  method: 'POST',
  paths: ['/schoolStudent/importStudents'],
  request: z.object({
    rows: z.array(z.unknown()).min(1, { error: 'import.rowsRequired' }).max(MAX_IMPORT_ROWS),
  }),
  response: z.object({ imported: z.number().int() }),
})
