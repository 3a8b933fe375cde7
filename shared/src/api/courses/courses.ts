import { z } from 'zod'
import { defineCall } from '../contract'

/** Course type dictionary: 1 text (a PDF), 2 video. */
export const COURSE_KIND = { text: 1, video: 2 } as const
/** Where course files are served: only URLs under this prefix are ever shown in a viewer. */
export const COURSE_FILE_PREFIX = '/api/course/file/'
export const COURSE_FILE_MAX_BYTES = 300 * 1024 * 1024
/** The video viewer takes back a jump of more than this many seconds past the furthest point watched. */
export const VIDEO_JUMP_GUARD_SECONDS = 2

export interface CourseTypeNode {
  id: number
  typeName: string
  typeLogo: string
  childrenCourseType: CourseTypeNode[]
}
export const courseTypeSchema: z.ZodType<CourseTypeNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    typeName: z.string(),
    typeLogo: z.string(),
    childrenCourseType: z.array(courseTypeSchema),
  }),
)

export const courseSchema = z.object({
  id: z.number().int(),
  typeId: z.number().int(),
  courseName: z.string(),
  courseThumbnail: z.string(),
  /** A path under COURSE_FILE_PREFIX, or "" while the course is being developed (no file yet). */
  courseUrl: z.string(),
  courseKind: z.number().int(),
})
export type Course = z.infer<typeof courseSchema>

/** Course types with their children. */
export const secondaryLinkageCourseQuery = defineCall({
  method: 'POST',
  paths: ['/course/secondaryLinkageCourseQuery'],
  request: z.object({}),
  response: z.array(courseTypeSchema),
})

/** Course types that have courses opened to the given (bound) school. */
export const haveBeenOpenedCourse = defineCall({
  method: 'GET',
  paths: ['/course/haveBeenOpenedCourse'],
  request: z.object({ schoolId: z.coerce.number().int().positive().optional() }),
  response: z.array(courseTypeSchema),
})

const courseQuery = z.object({
  typeId: z.coerce.number().int().positive().optional(),
  userId: z.coerce.number().int().optional(),
  schoolId: z.coerce.number().int().positive().optional(),
  activityType: z.coerce.number().int().optional(),
  courseName: z.string().trim().max(100).optional(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1_000_000).default(1_000_000),
})

export const queryOpenCourseList = defineCall({
  method: 'GET',
  paths: ['/course/queryOpenCourseList', '/course/queryOpenCourseQueryList'],
  request: courseQuery,
  response: z.object({ rows: z.array(courseSchema), total: z.number().int() }),
})

/**
 * A short-lived link to a course file for a viewer: fileUrl must be one of our own course URLs and the
 * course must be opened to a school bound to the asker. Anything else is refused.
 */
export const getCourseFileLink = defineCall({
  method: 'GET',
  paths: ['/course/getCourseFileLink'],
  request: z.object({ fileUrl: z.string().max(300) }),
  response: z.object({ url: z.string(), courseName: z.string(), courseKind: z.number().int() }),
})

export const boundSchoolSchema = z.object({ schoolId: z.number().int(), schoolName: z.string() })

/** The schools the asker acts for (a club teacher: the schools bound to them). */
export const getUserSchoolList = defineCall({
  method: 'GET',
  paths: ['/user/getUserSchoolList'],
  request: z.object({}),
  response: z.array(boundSchoolSchema),
})
