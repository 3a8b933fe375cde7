import type { AddressAllowanceRow } from '@spell/shared/api/admin/address-allowances'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/database'
import { addressAllowances } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { forgetAddressAllowances, networkList } from './address-allowances'

const present = (row: typeof addressAllowances.$inferSelect): AddressAllowanceRow => ({
  id: row.id,
  network: row.network,
  factor: row.factor,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
})

export async function listAllowances(db: Db): Promise<AddressAllowanceRow[]> {
  const rows = await db.select().from(addressAllowances).orderBy(asc(addressAllowances.network))
  return rows.map(present)
}

/** Adds an allowance, or changes the factor and note of the one for the same network. */
export async function saveAllowance(
  db: Db,
  input: { network: string; factor: number; note: string },
): Promise<AddressAllowanceRow> {
  const network = input.network.toLowerCase()
  try {
    networkList(network)
  } catch {
    throw new AppError('invalidInput', 'allowance.networkInvalid')
  }
  const [row] = await db
    .insert(addressAllowances)
    .values({ network, factor: input.factor, note: input.note })
    .onConflictDoUpdate({
      target: addressAllowances.network,
      set: { factor: input.factor, note: input.note },
    })
    .returning()
  forgetAddressAllowances(db)
  if (!row) throw new Error('allowance not saved')
  return present(row)
}

export async function deleteAllowance(db: Db, id: number): Promise<null> {
  const deleted = await db.delete(addressAllowances).where(eq(addressAllowances.id, id)).returning()
  if (!deleted.length) throw new AppError('notFound', 'allowance.notFound')
  forgetAddressAllowances(db)
  return null
}
