import { ageOn } from '@spell/shared'
import { sysUserFromIdNumber } from '@spell/shared/api/users/basic-info'
import dayjs from '../../lib/dayjs'

export interface IdCardFill {
  /** 1 male, 0 female (sexPersonal). */
  sex: 0 | 1
  /** YYYY-MM-DD */
  dateBirth: string
  age: number
}

/**
 * What the basic information form fills in from an ID number: only for an ID type whose numbers carry
 * the birth date (the ID card) and a valid 18-character number, by the rule the server checks; null
 * otherwise, and the user fills the fields in.
 */
export function idCardAutofill(
  cardType: unknown,
  idCard: string | undefined,
  today = new Date(),
): IdCardFill | null {
  const id = idCard?.trim() ?? ''
  if (id.length !== 18) return null
  return sysUserFromIdNumber(cardType, id, today)
}

/** Age on `today` of someone born on a YYYY-MM-DD date; null for no date or one in the future. */
export function ageFromBirthDate(dateBirth: string | undefined, today = new Date()): number | null {
  if (!dateBirth || !/^\d{4}-\d{2}-\d{2}$/.test(dateBirth)) return null
  const birth = dayjs(dateBirth, 'YYYY-MM-DD')
  if (!birth.isValid()) return null
  const age = ageOn(birth.toDate(), today)
  return age >= 0 ? age : null
}
