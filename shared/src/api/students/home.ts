import { z } from 'zod'
import { defineCall } from '../contract'

/** Enrolment statuses: 3001 not enrolled, 3002 unpaid, 3003 paid. */
export const ENROLMENT = { notEnrolled: 3001, unpaid: 3002, paid: 3003 } as const

/**
 * The student home (/stu/index): whether the basic information is complete, the enrolment state, and
 * the student's semi-final (the one open now, else the next), so the page can show the next step.
 */
export const getStudentHome = defineCall({
  method: 'GET',
  paths: ['/stu/home'],
  request: z.object({}),
  response: z.object({
    userName: z.string(),
    infoComplete: z.boolean(),
    enrolmentStatus: z.union([z.literal(3001), z.literal(3002), z.literal(3003)]),
    exam: z
      .object({
        quizId: z.number().int(),
        name: z.string(),
        opensAt: z.number(),
        closesAt: z.number(),
        open: z.boolean(),
        submitted: z.boolean(),
      })
      .nullable(),
  }),
})
