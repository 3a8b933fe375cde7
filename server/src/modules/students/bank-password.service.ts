import { ENROLMENT } from '@spell/shared/api/students/home'
import type { Db } from '../../db/database'
import { AppError } from '../../http/app-error'
import { studentEntryStatus } from '../orders/built-in-kinds'
import type { PersonalDataVault } from '../privacy/personal-data-vault'
import { characterBankPasswordOf } from '../public-site/character-bank-password'
import { currentSeason } from '../seasons/seasons.service'

/**
 * The current season's character bank password for a student whose entry of that season is paid
 * (a refund being processed still counts; a refunded one does not); anyone else is refused.
 */
export async function paidStudentBankPassword(db: Db, vault: PersonalDataVault, userId: number) {
  const season = await currentSeason(db)
  if ((await studentEntryStatus(db, userId, season.id)) !== ENROLMENT.paid)
    throw new AppError('forbidden', 'characterBank.notPaid')
  return { season: season.name, password: (await characterBankPasswordOf(db, vault, season.id)) ?? null }
}
