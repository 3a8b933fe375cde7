import { integer, pgTable, primaryKey, serial, smallint, varchar } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { schools } from './schools'

/** Club courses, their types and the schools they are opened to. */

/** Course types with one level of children (childrenCourseType). */
export const courseTypes = pgTable('course_types', {
  id: serial('id').primaryKey(),
  typeName: varchar('type_name', { length: 60 }).notNull(),
  typeLogo: varchar('type_logo', { length: 300 }).notNull().default(''),
  parentId: integer('parent_id'),
  createdAt: createdAt(),
})

/** A club course: one stored file (pdf or video), kept out of the public /uploads folder. */
export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  typeId: integer('type_id')
    .notNull()
    .references(() => courseTypes.id, { onDelete: 'cascade' }),
  courseName: varchar('course_name', { length: 100 }).notNull(),
  courseThumbnail: varchar('course_thumbnail', { length: 300 }).notNull().default(''),
  /** Name of the stored file inside the private course-file folder. */
  fileName: varchar('file_name', { length: 80 }),
  /** 1 text (pdf), 2 video */
  courseKind: smallint('course_kind').notNull(),
  createdAt: createdAt(),
})

/** Which schools a course is opened to; a club teacher sees the courses of their bound schools. */
export const courseSchools = pgTable(
  'course_schools',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.schoolId] })],
)
