import { z } from 'zod'
import { defineCall } from '../contract'
import { downloadSchema } from '../download'
import { multiline } from '../plain-text'
import { awardRulesSchema } from './award-rules'
import { certificateKinds } from './certificate-codes'

/** The committee's certificates: issue from a semi-final's results or an .xlsx, list, search, revoke. */

const id = z.coerce.number().int().positive()
const season = z.coerce
  .number({ error: 'certificate.seasonRequired' })
  .int()
  .positive('certificate.seasonRequired')
const stage = z.coerce
  .number({ error: 'certificate.stageRequired' })
  .int()
  .refine((s) => [1, 2, 4].includes(s), { error: 'certificate.stageRequired' })

/** Seasons and the exams whose results can be issued (with their season, stage and whether they ended). */
export const getIssueOptions = defineCall({
  method: 'GET',
  paths: ['/admin/certificates/options'],
  request: z.object({}),
  response: z.object({
    seasons: z.array(z.object({ id: z.number().int(), name: z.string() })),
    exams: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        season: z.number().int(),
        raceSchedule: z.number().int(),
        ended: z.boolean(),
        studentCount: z.number().int(),
      }),
    ),
  }),
})

export const issueFromExamSchema = z.object({
  quizId: z.coerce.number({ error: 'certificate.examRequired' }).int().positive('certificate.examRequired'),
  rules: awardRulesSchema,
})
export type IssueFromExamInput = z.input<typeof issueFromExamSchema>

const awardCounts = z.record(z.string(), z.number().int())

export const examAwardRowSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  phone: z.string().nullable(),
  score: z.number().int(),
  rank: z.number().int(),
  award: z.number().int(),
  /** Competition group from the student's grade; null when their information lacks it. */
  group: z.number().int().nullable(),
  /** The valid certificate the student already holds for this season and stage. */
  existingCode: z.string().nullable(),
})

/** What issuing would do: each student who took part, their award, and the counts per award. */
export const previewIssueFromExam = defineCall({
  method: 'POST',
  paths: ['/admin/certificates/fromExam/preview'],
  request: issueFromExamSchema,
  response: z.object({
    examName: z.string(),
    seasonName: z.string(),
    stage: z.number().int(),
    participants: z.number().int(),
    counts: awardCounts,
    rows: z.array(examAwardRowSchema),
  }),
})

/** Issues them; a student who already holds one for the season and stage keeps it and gets none. */
export const issueFromExam = defineCall({
  method: 'POST',
  paths: ['/admin/certificates/fromExam'],
  request: issueFromExamSchema,
  response: z.object({
    issued: z.number().int(),
    alreadyIssued: z.number().int(),
    missingGroup: z.number().int(),
    counts: awardCounts,
  }),
})

/** The .xlsx template of final results: 姓名 Name, 手机号 Phone, 组别 Group, 奖项 Award. */
export const getResultsTemplate = defineCall({
  method: 'GET',
  paths: ['/admin/certificates/template'],
  request: z.object({}),
  response: downloadSchema,
})

export const RESULTS_FILE_MAX_BYTES = 512 * 1024

/** Imports final results: every row is checked first, and nothing is stored if any row is wrong. */
export const importResults = defineCall({
  method: 'POST',
  paths: ['/admin/certificates/import'],
  request: z.object({
    season,
    stage,
    content: z
      .string({ error: 'certificate.fileRequired' })
      .min(1, 'certificate.fileRequired')
      .max(Math.ceil((RESULTS_FILE_MAX_BYTES * 4) / 3) + 4, 'certificate.fileTooBig'),
  }),
  response: z.object({
    issued: z.number().int(),
    alreadyIssued: z.number().int(),
    linked: z.number().int(),
  }),
})

export const adminCertificateSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(certificateKinds),
  holderName: z.string(),
  holderPhone: z.string().nullable(),
  award: z.number().int(),
  group: z.number().int(),
  seasonName: z.string(),
  stage: z.number().int().nullable(),
  linked: z.boolean(),
  issuedOn: z.string(),
  revokedAt: z.string().nullable(),
  revokedByName: z.string().nullable(),
  revokeReason: z.string().nullable(),
})
export type AdminCertificate = z.infer<typeof adminCertificateSchema>

export const listCertificates = defineCall({
  method: 'GET',
  paths: ['/admin/certificates'],
  request: z.object({
    /** Code, holder name or phone, in part. */
    keyword: z.string().trim().max(64).optional(),
    season: id.optional(),
    stage: z.coerce.number().int().optional(),
    kind: z.enum(certificateKinds).optional(),
    pageNum: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(20),
  }),
  response: z.object({ total: z.number().int(), rows: z.array(adminCertificateSchema) }),
})

export const revokeCertificate = defineCall({
  method: 'POST',
  paths: ['/admin/certificates/revoke'],
  request: z.object({
    id,
    reason: multiline(
      z
        .string({ error: 'certificate.reasonRequired' })
        .trim()
        .min(1, 'certificate.reasonRequired')
        .max(200, 'certificate.reasonTooLong'),
    ),
  }),
  response: adminCertificateSchema,
})
