import { eq } from 'drizzle-orm'
import type { orders } from '../../db/schema'
import { users } from '../../db/schema'
import { notifyAfterCommit } from '../../providers/messaging'
import { characterBankConfirmation } from '../public-site/character-bank-mail'
import { characterBankPasswordOf } from '../public-site/character-bank-password'
import { seasonName } from '../seasons/seasons.service'
import type { PaidNotifier } from './order-kinds'

/**
 * The confirmation e-mail of a paid entry, with the season's character bank password, to the payer's
 * e-mail when they have one: a student's own entry, or a school's sign-up paid by its teacher. The
 * entry is paid whatever happens to the message; a failure is logged.
 */
export async function confirmPaidEntry(
  { db, messaging, logger, personalData, config }: PaidNotifier,
  order: typeof orders.$inferSelect,
  reader: 'student' | 'school',
) {
  const send = async () => {
    const [payer] = await db.select({ email: users.email }).from(users).where(eq(users.id, order.userId))
    if (!payer?.email) return
    const [season, password] = await Promise.all([
      seasonName(db, order.season),
      characterBankPasswordOf(db, personalData, order.season),
    ])
    const paid = { zh: `（订单号 ${order.orderNo}）`, en: ` (order ${order.orderNo})` }
    await messaging.sendMail(
      characterBankConfirmation({
        to: payer.email,
        subject: { zh: '报名缴费成功', en: 'Entry paid' },
        confirmed:
          reader === 'student'
            ? {
                zh: `您的 ${season} 赛季个人赛报名已缴费成功${paid.zh}。`,
                en: `Your entry for the ${season} season is paid${paid.en}.`,
              }
            : {
                zh: `贵校 ${season} 赛季个人赛报名已缴费成功${paid.zh}。`,
                en: `Your school's entry for the ${season} season is paid${paid.en}.`,
              },
        password,
        publicUrl: config.publicUrl,
        reader,
      }),
    )
  }
  await notifyAfterCommit(logger, [send()])
}
