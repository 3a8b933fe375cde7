import type { CallRequest } from '@spell/shared'
import { codeTypes } from '@spell/shared/api/accounts/codes'
import type { givePrivacyConsent } from '@spell/shared/api/privacy/consent'
import { GUARDIAN_CONSENT_AGE, PRIVACY_POLICY_VERSION } from '@spell/shared/api/privacy/consent'
import { chinaDate } from '@spell/shared/time/china-time'
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { personalDataConsents, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import type { KeyValueStore } from '../../kv/key-value-store'
import { checkCode } from '../codes/codes.service'

type ConsentKind = 'sensitive' | 'guardian'

/** Whole years from a birth date (YYYY-MM-DD) to today (in China), or null without one. */
function ageOn(birth: string | null, today = new Date()): number | null {
  if (!birth) return null
  const [year = 0, month = 1, day = 1] = birth.split('-').map(Number)
  const [y, m, d] = chinaDate(today).split('-').map(Number) as [number, number, number]
  return y - year - (m < month || (m === month && d < day) ? 1 : 0)
}

const needsGuardian = (birth: string | null) => {
  const age = ageOn(birth)
  return age === null ? null : age < GUARDIAN_CONSENT_AGE
}

async function latest(db: Db, userId: number, kind: ConsentKind) {
  const [row] = await db
    .select()
    .from(personalDataConsents)
    .where(
      and(
        eq(personalDataConsents.userId, userId),
        eq(personalDataConsents.kind, kind),
        eq(personalDataConsents.policyVersion, PRIVACY_POLICY_VERSION),
      ),
    )
    .orderBy(desc(personalDataConsents.consentedAt), desc(personalDataConsents.id))
    .limit(1)
  return row
}

export async function readConsent(db: Db, userId: number) {
  const [user] = await db.select({ dateBirth: users.dateBirth }).from(users).where(eq(users.id, userId))
  const sensitive = await latest(db, userId, 'sensitive')
  const guardian = await latest(db, userId, 'guardian')
  return {
    policyVersion: PRIVACY_POLICY_VERSION,
    sensitive: sensitive
      ? { policyVersion: sensitive.policyVersion, consentedAt: sensitive.consentedAt.toISOString() }
      : null,
    guardian: guardian
      ? {
          policyVersion: guardian.policyVersion,
          consentedAt: guardian.consentedAt.toISOString(),
          name: guardian.guardianName ?? '',
          relation: (guardian.guardianRelation ?? 'guardian') as 'father' | 'mother' | 'guardian',
          phone: guardian.guardianPhone ?? '',
        }
      : null,
    underGuardianAge: needsGuardian(user?.dateBirth ?? null),
  }
}

/**
 * Stores the consent given now (the time and the policy version are the server's). A guardian's
 * counts only with the code their phone received, and that phone is not the student's own: otherwise
 * nothing is stored.
 */
export async function giveConsent(
  db: Db,
  store: KeyValueStore,
  userId: number,
  { guardian }: CallRequest<typeof givePrivacyConsent>,
) {
  if (guardian) {
    const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId))
    if (user?.phone === guardian.phone) throw new AppError('invalidInput', 'privacy.guardianPhoneIsStudents')
    const confirmed = await checkCode(store, {
      target: guardian.phone,
      codeType: codeTypes.guardianConsent,
      code: guardian.code,
    })
    if (!confirmed) throw new AppError('invalidInput', 'code.wrong')
  }
  const at = new Date()
  await db.insert(personalDataConsents).values([
    { userId, kind: 'sensitive', policyVersion: PRIVACY_POLICY_VERSION, consentedAt: at },
    ...(guardian
      ? [
          {
            userId,
            kind: 'guardian',
            policyVersion: PRIVACY_POLICY_VERSION,
            guardianName: guardian.name,
            guardianRelation: guardian.relation,
            guardianPhone: guardian.phone,
            consentedAt: at,
          },
        ]
      : []),
  ])
}

/**
 * Sensitive fields are saved only with the student's separate consent to the policy in force, and for a
 * student under 14 (by the birth date being saved) with a guardian's too, from a phone other than the
 * one the student saves as their own.
 */
export async function assertConsentFor(db: Db, userId: number, birth: string | null, phone: string) {
  if (!(await latest(db, userId, 'sensitive'))) throw new AppError('invalidInput', 'privacy.consentRequired')
  if (!needsGuardian(birth)) return
  const guardian = await latest(db, userId, 'guardian')
  if (!guardian) throw new AppError('invalidInput', 'privacy.guardianConsentRequired')
  if (guardian.guardianPhone === phone) throw new AppError('invalidInput', 'privacy.guardianPhoneIsStudents')
}
