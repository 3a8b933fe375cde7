/**
 * Mainland resident ID numbers. 18 digits (the last may be X, a check digit) or the older 15 digits.
 * The specification's check-digit step "always ends up false as written"; we implement the
 * GB 11643-1999 check digit as intended (docs/decisions/0002-id-card-check-digit.md).
 * The residence permits of Hong Kong, Macao and Taiwan residents (numbers starting 81, 82 and 83) have
 * the same layout, birth date and check digit included, and are entered as this ID type too.
 */
const PROVINCE_CODES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61,
  62, 63, 64, 65, 71, 81, 82, 83, 91,
])
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK_CHARS = '10X98765432'

export interface IdCardFacts {
  birthDate: string // yyyy-MM-dd
  /** Odd 17th (or 15th) digit: male. */
  sex: 'male' | 'female'
  age: number
}

const pad = (n: number) => String(n).padStart(2, '0')

export function ageOn(birth: Date, today: Date): number {
  let age = today.getFullYear() - birth.getFullYear()
  const beforeBirthday =
    today.getMonth() < birth.getMonth() ||
    (today.getMonth() === birth.getMonth() && today.getDate() < birth.getDate())
  if (beforeBirthday) age -= 1
  return age
}

/** The facts an ID number carries, or null when it is not a valid number. */
export function parseIdCard(raw: string, today = new Date()): IdCardFacts | null {
  const id = raw.trim().toUpperCase()
  if (!/^\d{17}[\dX]$/.test(id) && !/^\d{15}$/.test(id)) return null
  if (!PROVINCE_CODES.has(Number(id.slice(0, 2)))) return null
  const long = id.length === 18
  const year = long ? Number(id.slice(6, 10)) : 1900 + Number(id.slice(6, 8))
  const month = Number(long ? id.slice(10, 12) : id.slice(8, 10))
  const day = Number(long ? id.slice(12, 14) : id.slice(10, 12))
  const birth = new Date(year, month - 1, day)
  if (birth.getFullYear() !== year || birth.getMonth() !== month - 1 || birth.getDate() !== day) return null
  const age = ageOn(birth, today)
  if (age < 3 || age > 150) return null
  if (long) {
    const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(id[i]), 0)
    if (CHECK_CHARS[sum % 11] !== id[17]) return null
  }
  const sexDigit = Number(long ? id[16] : id[14])
  return { birthDate: `${year}-${pad(month)}-${pad(day)}`, sex: sexDigit % 2 === 1 ? 'male' : 'female', age }
}

export const isIdCard = (value: string, today = new Date()) => parseIdCard(value, today) !== null

/**
 * ID types (idTypes) whose numbers carry the holder's birth date and sex: 1, the ID card (and the
 * residence permits entered as it). A passport (2) carries neither.
 */
const ID_TYPES_WITH_BIRTH_DATE: ReadonlySet<number> = new Set([1])

export const idTypeCarriesBirthDate = (cardType: unknown) => ID_TYPES_WITH_BIRTH_DATE.has(Number(cardType))

/** What a number of this ID type says about its holder; null when the type says nothing or the number is not valid. */
export function idNumberFacts(cardType: unknown, idNumber: string, today = new Date()): IdCardFacts | null {
  return idTypeCarriesBirthDate(cardType) ? parseIdCard(idNumber, today) : null
}
