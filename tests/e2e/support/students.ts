import type { Page } from 'playwright-core'
import { userInfos } from '../../../server/src/db/schema'
import { hashPassword } from '../../../server/src/modules/auth/passwords'
import { idNumberColumns } from '../../../server/src/modules/privacy/id-numbers'
import { buildUser } from '../../../server/src/test-support/factories'
import { openReady } from './browser'
import type { Site } from './site'

/** A student whose basic information is complete (the character bank and practice need it). */
export async function buildReadyStudent(site: Site, phone: string, password: string) {
  const user = await buildUser(site.db, 'student', {
    phone,
    email: `${phone}@family.cn`,
    userName: '林小雨',
    passwordHash: await hashPassword(password),
    sex: 0,
    cardType: 1,
    ...idNumberColumns(site.services.personalData, '110105201506150027'),
    dateBirth: '2015-06-15',
  })
  await site.db.insert(userInfos).values({
    userId: user.id,
    provinceCode: '310000',
    cityCode: '310100',
    areaCode: '310104',
    province: '上海市',
    city: '市辖区',
    area: '徐汇区',
    schoolName: '上海市徐汇区第一中心小学',
    grade: 3,
    level: 1,
    groupId: 2,
  })
  return user
}

/** Signs in on the login page by phone and password, as a student does. */
export async function studentLogsIn(site: Site, page: Page, phone: string, password: string) {
  await openReady(page, `${site.url}/chnEngLogin`)
  await page.getByRole('heading', { name: /^(会员学校登录|选手登录)$/ }).waitFor()
  const toStudent = page.getByRole('link', { name: '我是选手，去选手登录' })
  if (await toStudent.isVisible()) await toStudent.click()
  await page.getByRole('heading', { name: '选手登录' }).waitFor()
  await page.locator('#student-login-phone').fill(phone)
  await page.locator('#student-login-phone-password').fill(password)
  await page
    .locator('form')
    .getByRole('button', { name: /登\s*录/ })
    .click()
  await page.waitForURL('**/stu/index')
}
