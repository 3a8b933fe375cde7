import { z } from 'zod'
import { defineCall } from '../contract'
import { courseSchema, courseTypeSchema } from './courses'

export const COURSE_UPLOAD_PATH = '/admin/course/upload'

/**
 * Course-type logos and course thumbnails: multipart `target`, `id` and the image `file`. Images are
 * The image types a course accepts (png, jpg, jpeg, bmp, gif), checked by extension and by their first bytes.
 */
export const COURSE_IMAGE_UPLOAD_PATH = '/admin/course/uploadImage'
export const COURSE_IMAGE_MAX_BYTES = 2 * 1024 * 1024
export const COURSE_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'bmp', 'gif'] as const
export const COURSE_IMAGE_TARGETS = ['typeLogo', 'courseThumbnail'] as const
export type CourseImageTarget = (typeof COURSE_IMAGE_TARGETS)[number]
/** Where course images are kept in the product's own storage; only URLs under it are ever shown. */
export const COURSE_IMAGE_URL_PREFIX = '/uploads/course-images/'
/** A stored image URL if it is one of ours, else null (a foreign URL is never put in an <img>). */
export const ownCourseImage = (url: string | null | undefined) =>
  url?.startsWith(COURSE_IMAGE_URL_PREFIX) && /^[\w/.-]+$/.test(url) && !url.includes('..') ? url : null

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
