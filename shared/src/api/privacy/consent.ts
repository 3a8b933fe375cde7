import { z } from 'zod'
import { phoneSchema } from '../../validators/phone'
import { smsCodeSchema } from '../accounts/codes'
import { defineCall } from '../contract'

/** The privacy policy text in force (/privacy); a consent names the version it was given to. */
export const PRIVACY_POLICY_VERSION = '1.0'
/** Under this age a parent's or guardian's consent is needed too (PIPL art. 31). */
export const GUARDIAN_CONSENT_AGE = 14
export const guardianRelations = ['father', 'mother', 'guardian'] as const

const consentRecord = z.object({
  policyVersion: z.string(),
  consentedAt: z.string(),
})

export const guardianSchema = z.object({
  name: z
    .string({ error: 'privacy.guardianNameRequired' })
    .trim()
    .min(1, 'privacy.guardianNameRequired')
    .max(40),
  relation: z.enum(guardianRelations, { error: 'privacy.guardianRelationRequired' }),
  phone: phoneSchema,
})

/** What the student has consented to, and whether a guardian's consent is needed (under 14). */
export const getPrivacyConsent = defineCall({
  method: 'GET',
  paths: ['/privacy/consent'],
  request: z.object({}),
  response: z.object({
    policyVersion: z.string(),
    sensitive: consentRecord.nullable(),
    guardian: consentRecord
      .extend({ name: z.string(), relation: z.enum(guardianRelations), phone: z.string() })
      .nullable(),
    /** Whether the stored birth date makes the student under 14 (null when none is stored yet). */
    underGuardianAge: z.boolean().nullable(),
  }),
})

/**
 * Separate consent to the sensitive fields (ID number, birth date, photo), and for a student under 14
 * the guardian's, given before those fields are first saved. The guardian confirms with the code sent
 * to their phone (code type 10), which must not be the student's own.
 */
export const givePrivacyConsent = defineCall({
  method: 'POST',
  paths: ['/privacy/consent'],
  request: z.object({
    sensitive: z.literal(true, { error: 'privacy.consentRequired' }),
    guardian: guardianSchema
      .extend({
        agreed: z.literal(true, { error: 'privacy.guardianConsentRequired' }),
        code: smsCodeSchema,
      })
      .optional(),
  }),
  response: z.null(),
})
