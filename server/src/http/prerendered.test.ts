import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { findPrerenderedPages } from './prerendered'

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'spell-dist-'))
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }))

describe('findPrerenderedPages', () => {
  it('is null for a build without pre-rendered pages', () => {
    expect(findPrerenderedPages(dist)).toBeNull()
  })

  it('sends the drawn page for its path, the frame at an address with a query, and nothing for an unknown path', () => {
    const folder = path.join(dist, 'prerendered')
    fs.mkdirSync(folder, { recursive: true })
    fs.writeFileSync(
      path.join(folder, 'pages.json'),
      JSON.stringify({
        pages: { '/query': 'query.html' },
        frames: { '/query': 'frames/query.html', '/resetPwd': 'frames/resetPwd.html' },
        scriptHashes: ['sha256-abc'],
      }),
    )
    const pages = findPrerenderedPages(dist)
    const at = (urlPath: string, search = '') => pages?.fileOf({ path: urlPath, search, cookies: undefined })
    expect(at('/query')).toBe(path.join(folder, 'query.html'))
    expect(at('/query', 'code=1')).toBe(path.join(folder, 'frames/query.html'))
    expect(at('/resetPwd')).toBe(path.join(folder, 'frames/resetPwd.html'))
    expect(at('/resetPwd', 'a=1')).toBe(path.join(folder, 'frames/resetPwd.html'))
    expect(at('/stu/nothing')).toBeUndefined()
    expect(pages?.readsCookies('/query')).toBe(false)
    expect(pages?.scriptHashes).toEqual(["'sha256-abc'"])
  })

  it('sends the login page drawn with the form the link asks for, else the one chosen last on the device', () => {
    const folder = path.join(dist, 'prerendered')
    fs.mkdirSync(folder, { recursive: true })
    fs.writeFileSync(
      path.join(folder, 'pages.json'),
      JSON.stringify({
        pages: {},
        choices: {
          '/chnEngLogin': { school: 'chnEngLogin.school.html', student: 'chnEngLogin.student.html' },
        },
        frames: { '/chnEngLogin': 'frames/chnEngLogin.html' },
        scriptHashes: [],
      }),
    )
    const pages = findPrerenderedPages(dist)
    const school = path.join(folder, 'chnEngLogin.school.html')
    const student = path.join(folder, 'chnEngLogin.student.html')
    const login = (search: string, cookies?: string) =>
      pages?.fileOf({ path: '/chnEngLogin', search, cookies })
    expect(login('')).toBe(school)
    expect(login('', 'a=1; loginForm=student')).toBe(student)
    expect(login('type=school', 'loginForm=student')).toBe(school)
    expect(login('type=student')).toBe(student)
    expect(login(`pushUrl=${encodeURIComponent('/stu/examSemi/be?rs=2')}`)).toBe(student)
    expect(login(`pushUrl=${encodeURIComponent('/cebsbInfoData')}`, 'loginForm=student')).toBe(student)
    expect(login('', 'loginForm=teacher')).toBe(school)
    expect(pages?.readsCookies('/chnEngLogin')).toBe(true)
  })
})
