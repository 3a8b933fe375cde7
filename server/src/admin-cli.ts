import { randomBytes } from 'node:crypto'
import { isPhone, type Role, roleNames } from '@spell/shared'
import { readConfig } from './config'
import { openDatabase } from './db/database'
import { users } from './db/schema'
import { hashPassword } from './modules/auth/passwords'

/**
 * Back-office accounts are made here, not on the site:
 *   npm run admin -- create-committee <phone> <name> [password]
 *   npm run admin -- create-judge <phone> <name> [password]
 * A password is generated and printed when none is given.
 */
const usage = 'usage: npm run admin -- create-committee|create-judge <phone> <name> [password]'
const rolesByCommand: Record<string, Role> = { 'create-committee': 'committee', 'create-judge': 'judge' }

const [command = '', phone = '', name = '', given] = process.argv.slice(2)
const role = rolesByCommand[command]
if (!role || !roleNames.includes(role) || !isPhone(phone) || !name.trim()) {
  console.error(usage)
  process.exit(2)
}
const password = given ?? randomBytes(9).toString('base64url')
const database = await openDatabase(readConfig())
try {
  const [created] = await database.db
    .insert(users)
    .values({ role, phone, userName: name.trim(), passwordHash: await hashPassword(password) })
    .onConflictDoNothing()
    .returning({ id: users.id })
  if (!created) {
    console.error(`A user with phone ${phone} already exists.`)
    process.exitCode = 1
  } else {
    console.log(`Created ${role} #${created.id} ${name} (${phone}). Password: ${password}`)
  }
} finally {
  await database.close()
}
