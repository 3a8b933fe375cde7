import { and, desc, eq } from 'drizzle-orm'
import type { AppServices } from '../../app-services'
import type { Db } from '../../db/database'
import { schools, userSchools, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { notifyAfterCommit } from '../../providers/messaging'

/** School teachers' registrations in a status, newest first, with their school. */
export function registrationsIn(db: Db, status: string) {
  return db
    .select({ user: users, school: schools })
    .from(users)
    .innerJoin(userSchools, eq(userSchools.userId, users.id))
    .innerJoin(schools, eq(schools.id, userSchools.schoolId))
    .where(and(eq(users.role, 'schoolTeacher'), eq(users.status, status)))
    .orderBy(desc(users.createdAt))
}

/**
 * Approves a pending registration (the teacher's school becomes a listed member) or rejects it with a
 * reason; the teacher hears the decision by SMS and by e-mail, which also gives the reason.
 */
export async function reviewRegistration(
  { db, messaging, logger }: Pick<AppServices, 'db' | 'messaging' | 'logger'>,
  {
    userId,
    decision,
    reason,
  }: { userId: number; decision: 'approve' | 'reject'; reason?: string | undefined },
) {
  const approved = decision === 'approve'
  const teacher = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ status: approved ? 'active' : 'rejected', reviewReason: approved ? null : reason })
      .where(and(eq(users.id, userId), eq(users.role, 'schoolTeacher'), eq(users.status, 'pending')))
      .returning()
    if (!updated) throw new AppError('conflict', 'review.notPending')
    if (approved) {
      const linked = tx
        .select({ id: userSchools.schoolId })
        .from(userSchools)
        .where(eq(userSchools.userId, userId))
      await tx.update(schools).set({ approved: true }).where(eq(schools.id, linked))
    }
    return updated
  })
  const text = approved
    ? '【中英双语汉字拼写大赛】您的会员学校注册已通过审核，现在可以用手机号和短信验证码登录。Your member-school registration has been approved: you can now log in with your phone and an SMS code.'
    : `【中英双语汉字拼写大赛】您的会员学校注册未通过审核，原因：${reason}。Your member-school registration was not approved: ${reason}.`
  await notifyAfterCommit(logger, [
    ...(teacher.phone
      ? [messaging.sendSms({ to: teacher.phone, kind: 'review', subject: 'registration', approved })]
      : []),
    ...(teacher.email
      ? [
          messaging.sendMail({
            to: teacher.email,
            subject: '会员学校注册审核结果 / Registration review',
            text,
          }),
        ]
      : []),
  ])
}
