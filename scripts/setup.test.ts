import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ensureBrowser, installCommand } from './ensure-browser.mjs'
import { runQuietly } from './run-quietly.mjs'

const root = path.resolve(import.meta.dirname, '..')

function machine(files: string[], isRoot: boolean, failing: string[] = []) {
  const runs: string[] = []
  const printed: string[] = []
  const status = ensureBrowser({
    exists: (file: string) => files.includes(file),
    isRoot,
    run: (command: string, args: string[]) => {
      const line = [command, ...args].join(' ')
      runs.push(line)
      return failing.some((f) => line.includes(f)) ? 100 : 0
    },
    print: (line: string) => printed.push(line),
  })
  return { status, runs, printed }
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const font = '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc'
const speech = ['/usr/bin/espeak-ng', '/usr/bin/lame']

describe('npm test prepares the browser the end-to-end tests need', () => {
  it('runs the check before anything else', () => {
    const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts
    expect(scripts.test).toMatch(/^node scripts\/ensure-browser\.mjs && /)
    expect(scripts['test:e2e']).toMatch(/^node scripts\/ensure-browser\.mjs && /)
  })

  it('does nothing on a machine that has Chromium, the CJK font and the speech tools', () => {
    expect(machine([chromium, font, ...speech], true)).toEqual({ status: 0, runs: [], printed: [] })
  })

  it('as root, updates the package lists once and installs what is missing', () => {
    const { status, runs } = machine([], true)
    expect(status).toBe(0)
    expect(runs).toEqual([
      'apt-get update -qq',
      'apt-get install -y -qq chromium fonts-wqy-zenhei espeak-ng lame',
    ])
    expect(machine([chromium, ...speech], true).runs).toEqual([
      'apt-get update -qq',
      'apt-get install -y -qq fonts-wqy-zenhei',
    ])
    expect(machine([], true, ['install']).status).toBe(1)
  })

  it('as another user, stops at once with the one command to run', () => {
    const { status, runs, printed } = machine([chromium, ...speech], false)
    expect(status).toBe(1)
    expect(runs).toEqual([])
    expect(printed.join('\n')).toContain(installCommand(['fonts-wqy-zenhei']))
    expect(installCommand(['fonts-wqy-zenhei'])).toBe(
      'sudo apt-get update && sudo apt-get install -y fonts-wqy-zenhei',
    )
  })
})

describe('the build keeps its output short', () => {
  const chatty = `for (let i = 0; i < 700; i++) console.log('dist/assets/chunk-' + i + '.js')`

  it('holds back a successful step’s output, printing one line instead', () => {
    const lines: string[] = []
    const log = console.log
    const write = process.stdout.write
    console.log = (line: string) => lines.push(line)
    process.stdout.write = ((chunk: string) => lines.push(String(chunk))) as typeof process.stdout.write
    try {
      expect(runQuietly(process.execPath, ['-e', chatty], { cwd: root, label: 'client build' })).toBe(0)
    } finally {
      console.log = log
      process.stdout.write = write
    }
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^client build: done in/)
  })

  it('shows the whole output of a step that fails', () => {
    const lines: string[] = []
    const error = console.error
    const write = process.stdout.write
    console.error = (line: string) => lines.push(line)
    process.stdout.write = ((chunk: string) => lines.push(String(chunk))) as typeof process.stdout.write
    try {
      const failing = `${chatty}; process.exitCode = 3`
      expect(runQuietly(process.execPath, ['-e', failing], { cwd: root, label: 'client build' })).toBe(3)
    } finally {
      console.error = error
      process.stdout.write = write
    }
    expect(lines.join('')).toContain('chunk-699.js')
    expect(lines.at(-1)).toBe('client build failed (exit 3)')
  })
})
