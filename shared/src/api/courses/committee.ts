import { z } from 'zod'
import { defineCall } from '../contract'
import { courseSchema, courseTypeSchema } from './courses'

export const COURSE_UPLOAD_PATH = '/admin/course/upload'

export const saveCourseType = defineCall({
  method: 'POST',
  paths: ['/admin/course/saveType'],
  request: z.object({
    id: z.coerce.number().int().positive().optional(),
    typeName: z.string().trim().min(1).max(60),
    parentId: z.coerce.number().int().positive().nullable().optional(),
  }),
  response: z.object({ id: z.number().int() }),
})

export const listCourseTypesForCommittee = defineCall({
  method: 'GET',
  paths: ['/admin/course/types'],
  request: z.object({}),
  response: z.array(courseTypeSchema),
})

export const committeeCourseSchema = courseSchema.extend({ schoolIds: z.array(z.number().int()) })

export const listCoursesForCommittee = defineCall({
  method: 'GET',
  paths: ['/admin/course/list'],
  request: z.object({}),
  response: z.array(committeeCourseSchema),
})

/** Opens a course to schools (replaces its list); club teachers bound to those schools see it. */
export const setCourseSchools = defineCall({
  method: 'POST',
  paths: ['/admin/course/setSchools'],
  request: z.object({
    courseId: z.coerce.number().int().positive(),
    schoolIds: z.array(z.coerce.number().int().positive()).max(10_000),
  }),
  response: z.null(),
})

export const deleteCourse = defineCall({
  method: 'POST',
  paths: ['/admin/course/delete'],
  request: z.object({ id: z.coerce.number().int().positive() }),
  response: z.null(),
})
