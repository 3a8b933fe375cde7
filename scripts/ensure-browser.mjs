#!/usr/bin/env node
// What the end-to-end tests need from the machine: Debian's Chromium and a CJK font for its pages and
// screenshots, and eSpeak NG with LAME, which read the lexicon's meanings and sentences aloud. `npm test` runs this first. When something is missing it installs it as root
// (apt-get update once, then apt-get install -y); as another user it stops at once with the one
// command to run. CHROMIUM_PATH points at another Chromium, which is then not installed.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { pathToFileURL } from 'node:url'

/** Each Debian package the tests need, and the file that shows it is installed. */
export const needs = [
  { pkg: 'chromium', file: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  { pkg: 'fonts-wqy-zenhei', file: '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc' },
  { pkg: 'espeak-ng', file: '/usr/bin/espeak-ng' },
  { pkg: 'lame', file: '/usr/bin/lame' },
]

export const installCommand = (packages) =>
  `sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`

/**
 * Installs what is missing (as root) or says how to (otherwise). Returns the exit status: 0 when the
 * machine has everything the tests need afterwards.
 */
export function ensureBrowser({
  exists = fs.existsSync,
  isRoot = process.getuid?.() === 0,
  run = (command, args) =>
    spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
      .status,
  print = console.error,
} = {}) {
  const missing = needs.filter((need) => !exists(need.file)).map((need) => need.pkg)
  if (missing.length === 0) return 0
  if (!isRoot) {
    print(`The end-to-end tests need ${missing.join(' and ')}, which are not installed. Run once:`)
    print(`  ${installCommand(missing)}`)
    print('端到端测试需要先安装上述软件包，请运行上面这条命令后再试。')
    return 1
  }
  print(`Installing ${missing.join(', ')} for the end-to-end tests (apt-get)…`)
  if (run('apt-get', ['update', '-qq']) !== 0) return 1
  return run('apt-get', ['install', '-y', '-qq', ...missing]) === 0 ? 0 : 1
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(ensureBrowser())
