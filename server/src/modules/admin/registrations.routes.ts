import {
  listSchoolRegistrations,
  reviewSchoolRegistration,
} from '@spell/shared/api/admin/school-registrations'
import { and, desc, eq } from 'drizzle-orm'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { schools, userSchools, users } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { notifyAfterCommit } from '../../providers/messaging'

/** The committee reviews member-school registrations; the teacher hears the decision by SMS and e-mail. */
export function registrationRoutes({ db, messaging, logger }: AppServices) {
  const router = Router()
  const committee = { access: ['committee'] } as const

  mountCall(router, listSchoolRegistrations, committee, async ({ status }) => {
    const rows = await db
      .select({ user: users, school: schools })
      .from(users)
      .innerJoin(userSchools, eq(userSchools.userId, users.id))
      .innerJoin(schools, eq(schools.id, userSchools.schoolId))
      .where(and(eq(users.role, 'schoolTeacher'), eq(users.status, status)))
      .orderBy(desc(users.createdAt))
    return rows.map(({ user, school }) => ({
      userId: user.id,
      schoolId: school.id,
      schoolName: school.schoolName,
      schoolType: school.schoolType,
      schoolLevel: school.schoolLevel,
      province: school.province,
      city: school.city,
      area: school.area,
      teacherName: user.userName,
      phone: user.phone,
      email: user.email,
      status,
      reviewReason: user.reviewReason,
      createdAt: user.createdAt.toISOString(),
    }))
  })

  mountCall(
    router,
    reviewSchoolRegistration,
    committee,
    async ({ userId, decision, reason }, { user: reviewer }) => {
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
        ...(teacher.phone ? [messaging.sendSms({ to: teacher.phone, text })] : []),
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
      logger.info({ reviewer: reviewer?.id, userId, decision }, 'school registration reviewed')
      return null
    },
  )
  return router
}
