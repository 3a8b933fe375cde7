import type { CallRequest } from '@spell/shared'
import type { saveUserAddress } from '@spell/shared/api/school-console/paper-apply'
import { and, desc, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database'
import { userAddresses } from '../../db/schema'

/** The parts of a mailing address the forms send. */
export interface AddressInput {
  receiptName: string
  receiptPhone: string
  email?: string | null
  provinceCode: string
  cityCode: string
  areaCode: string
  province: string
  city: string
  area: string
  receiptAddress: string
}

/** The user's default mailing address (the newest one marked default), if any. */
export async function defaultAddress(db: Db, userId: number) {
  const [address] = await db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.isDefault, true)))
    .orderBy(desc(userAddresses.id))
    .limit(1)
  return address
}

/** Stores a new default address and makes the user's others not default; run it in a transaction. */
export async function storeDefaultAddress(tx: Tx, userId: number, input: AddressInput) {
  await tx.update(userAddresses).set({ isDefault: false }).where(eq(userAddresses.userId, userId))
  const [row] = await tx
    .insert(userAddresses)
    .values({
      userId,
      receiptName: input.receiptName,
      receiptPhone: input.receiptPhone,
      email: input.email ?? null,
      provinceCode: input.provinceCode,
      cityCode: input.cityCode,
      areaCode: input.areaCode,
      province: input.province,
      city: input.city,
      area: input.area,
      receiptAddress: input.receiptAddress,
      isDefault: true,
    })
    .returning({ id: userAddresses.id })
  if (!row) throw new Error('address not stored')
  return row.id
}

/** Stores a mailing address of the user, as the default one when asked; answers its id. */
export async function saveAddress(db: Db, userId: number, input: CallRequest<typeof saveUserAddress>) {
  if (input.isDefault === '1') return db.transaction((tx) => storeDefaultAddress(tx, userId, input))
  const [row] = await db
    .insert(userAddresses)
    .values({ userId, ...input, email: input.email ?? null, isDefault: false })
    .returning({ id: userAddresses.id })
  if (!row) throw new Error('address not stored')
  return row.id
}
