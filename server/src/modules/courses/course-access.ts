import { COURSE_FILE_PREFIX } from '@spell/shared/api/courses/courses'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { courseSchools, courses, userSchools } from '../../db/schema'
import { AppError } from '../../http/app-error'

export const courseUrlOf = (course: { id: number; fileName: string | null }) =>
  course.fileName ? `${COURSE_FILE_PREFIX}${course.id}` : ''

/** The course id named by one of our own course URLs; anything else (another host, a path trick) is null. */
export function courseIdOfUrl(fileUrl: string): number | null {
  const match = /^\/api\/course\/file\/(\d{1,9})$/.exec(fileUrl)
  return match ? Number(match[1]) : null
}

/** Schools bound to the user (a club teacher's "my schools"). */
async function boundSchoolIds(db: Db, userId: number) {
  const rows = await db
    .select({ schoolId: userSchools.schoolId })
    .from(userSchools)
    .where(eq(userSchools.userId, userId))
  return rows.map((r) => r.schoolId)
}

/** The schools whose courses the user may see: all their bound schools, or the one asked for if bound. */
export async function visibleSchoolIds(db: Db, userId: number, schoolId?: number) {
  const bound = await boundSchoolIds(db, userId)
  if (schoolId === undefined) return bound
  if (!bound.includes(schoolId)) throw new AppError('forbidden')
  return [schoolId]
}

/**
 * A course the user may open: the committee any; a club teacher only one opened to a bound school.
 * `refusal` names why not: a course never opened to them, or (for a link given earlier) one closed since.
 */
export async function viewableCourse(
  db: Db,
  user: { id: number; role: string },
  courseId: number,
  refusal: 'course.notYours' | 'course.closed' = 'course.notYours',
) {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId))
  if (!course) throw new AppError('notFound', 'course.fileMissing')
  if (user.role === 'committee') return course
  const schoolIds = await boundSchoolIds(db, user.id)
  const [open] = schoolIds.length
    ? await db
        .select({ courseId: courseSchools.courseId })
        .from(courseSchools)
        .where(and(eq(courseSchools.courseId, courseId), inArray(courseSchools.schoolId, schoolIds)))
    : []
  if (!open) throw new AppError('forbidden', refusal)
  return course
}
