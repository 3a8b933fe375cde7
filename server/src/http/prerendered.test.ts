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
        frames: { '/query': 'frames/query.html', '/chnEngLogin': 'frames/chnEngLogin.html' },
        scriptHashes: ['sha256-abc'],
      }),
    )
    const pages = findPrerenderedPages(dist)
    expect(pages?.fileOf('/query', false)).toBe(path.join(folder, 'query.html'))
    expect(pages?.fileOf('/query', true)).toBe(path.join(folder, 'frames/query.html'))
    expect(pages?.fileOf('/chnEngLogin', false)).toBe(path.join(folder, 'frames/chnEngLogin.html'))
    expect(pages?.fileOf('/chnEngLogin', true)).toBe(path.join(folder, 'frames/chnEngLogin.html'))
    expect(pages?.fileOf('/stu/nothing', false)).toBeUndefined()
    expect(pages?.scriptHashes).toEqual(["'sha256-abc'"])
  })
})
