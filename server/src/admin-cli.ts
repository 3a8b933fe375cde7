import { randomBytes } from 'node:crypto'
import { isPhone, type Role, roleNames } from '@spell/shared'
import { runBackupCommand } from './backup/command'
import { fromCommandLine } from './backup/installation'
import { readConfig } from './config'
import { openDatabase } from './db/database'
import { users } from './db/schema'
import { hashPassword } from './modules/auth/passwords'
import { runSpeechBuild } from './modules/lexicon/speech-build-command'
import { rotatePersonalDataKey } from './modules/privacy/id-numbers'
import { createPersonalDataVault } from './modules/privacy/personal-data-vault'
import {
  resealCharacterBankPasswords,
  setCharacterBankPassword,
} from './modules/public-site/character-bank-password'
import { currentSeason } from './modules/seasons/seasons.service'

/**
 * Back-office accounts are made here, not on the site:
 *   npm run admin -- create-committee <phone> <name> [password]
 *   npm run admin -- create-judge <phone> <name> [password]
 * A password is generated and printed when none is given.
 * The character bank password of the current season (quoted to paid entrants and approved paper applications):
 *   npm run admin -- set-character-bank-password <password>
 * Backups of the whole database and the uploaded files, encrypted with BACKUP_KEY (docs/production.md, "Backups"):
 *   npm run admin -- backup <file.tar.gz.enc>
 *   npm run admin -- restore <file.tar.gz.enc>     into an empty installation only
 * A new PERSONAL_DATA_KEY (the former one moved to PERSONAL_DATA_OLD_KEYS): re-encrypts every ID number
 *   and character bank password
 *   npm run admin -- rotate-personal-data-key
 * The lexicon's clips read by Tencent Cloud's voices (what `npm run lexicon:audio -- --provider=tencent` runs):
 *   npm run admin -- lexicon-speech --provider=tencent [--all] [--characters=学山]
 */
const usage =
  'usage: npm run admin -- create-committee|create-judge <phone> <name> [password]\n' +
  '       npm run admin -- set-character-bank-password <password>\n' +
  '       npm run admin -- backup|restore <file.tar.gz.enc>   (with BACKUP_KEY set)\n' +
  '       npm run admin -- rotate-personal-data-key'
const rolesByCommand: Record<string, Role> = { 'create-committee': 'committee', 'create-judge': 'judge' }

const [command = '', phone = '', name = '', given] = process.argv.slice(2)

if (command === 'backup' || command === 'restore') {
  const file = phone.trim()
  if (!file) {
    console.error(usage)
    process.exit(2)
  }
  process.exit(await runBackupCommand(command, fromCommandLine(file), readConfig()))
}

if (command === 'lexicon-speech') {
  const config = readConfig()
  const database = await openDatabase(config)
  try {
    const args = process.argv.slice(3)
    process.exitCode = (
      await runSpeechBuild(args, process.env, { db: database.db, uploadsDir: config.uploadsDir })
    ).status
  } finally {
    await database.close()
  }
  process.exit()
}

if (command === 'rotate-personal-data-key') {
  const config = readConfig()
  const database = await openDatabase(config)
  try {
    const vault = createPersonalDataVault(config.personalData.key, config.personalData.oldKeys)
    const { total, rotated } = await rotatePersonalDataKey(database.db, vault)
    const passwords = await resealCharacterBankPasswords(database.db, vault)
    console.log(
      `${rotated} of ${total} ID numbers and ${passwords} character bank passwords re-encrypted under` +
        ' the current PERSONAL_DATA_KEY (the others already were). PERSONAL_DATA_OLD_KEYS can now be emptied.',
    )
  } catch (error) {
    console.error(`Rotation stopped: ${(error as Error).message}. Nothing is lost: fix it and run it again.`)
    process.exitCode = 1
  } finally {
    await database.close()
  }
  process.exit()
}

// The character bank password: the first argument is the password here.
if (command === 'set-character-bank-password') {
  const password = phone.trim()
  if (!password || password.length > 64) {
    console.error(usage)
    process.exit(2)
  }
  const config = readConfig()
  const database = await openDatabase(config)
  try {
    const season = await currentSeason(database.db).catch(() => undefined)
    if (!season) {
      console.error('The database has no seasons yet: start the site once (npm start), then run this again.')
      process.exitCode = 1
    } else {
      const vault = createPersonalDataVault(config.personalData.key, config.personalData.oldKeys)
      await setCharacterBankPassword(database.db, vault, password, season.id)
      console.log(`The character bank password of ${season.name} is set.`)
    }
  } finally {
    await database.close()
  }
  process.exit()
}
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
