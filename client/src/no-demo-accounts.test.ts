import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

/** The seeded demo accounts exist in development only: a page that names them misleads a real site. */
const demoAccounts = /1380000000[1-5]|@demo\.cn|(Demo|Judge|Committee)@2024/

it('names no demo account in any page, placeholders included', () => {
  const root = import.meta.dirname
  const files = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
  expect(files.length).toBeGreaterThan(100)
  const naming = files.filter((file) => demoAccounts.test(fs.readFileSync(path.join(root, file), 'utf8')))
  expect(naming).toEqual([])
})
