import { userInfos } from '../db/schema'
import { startSession } from '../modules/auth/sessions.service'
import { idNumberColumns } from '../modules/privacy/id-numbers'
import { buildUser } from './factories'
import type { TestServer } from './test-server'

/** A student whose basic information is complete, as the character bank requires; its auth headers. */
export async function buildLexiconReader(server: TestServer) {
  const user = await buildUser(server.db, 'student', {
    email: `reader${Date.now()}${Math.random()}@family.cn`,
    sex: 1,
    cardType: 1,
    ...idNumberColumns(server.services.personalData, '110105201506150027'),
    dateBirth: '2015-06-15',
    userName: '王小丫',
  })
  await server.db.insert(userInfos).values({
    userId: user.id,
    provinceCode: '310000',
    province: '上海市',
    schoolName: '上海市徐汇区第一中心小学',
    grade: 5,
  })
  return { authorization: await startSession(server.db, user.id) }
}
