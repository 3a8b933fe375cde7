#!/usr/bin/env node
// `npm run admin -- <command> …`: runs the compiled CLI (server/dist/admin-cli.js) when the build
// exists and is up to date, and the TypeScript source through tsx otherwise (a fresh checkout, or
// sources changed since the last build), so the command works before and after `npm run build`.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { isStale, root } from './build-state.mjs'

const compiled = path.join(root, 'server', 'dist', 'admin-cli.js')
const source = path.join(root, 'server', 'src', 'admin-cli.ts')
const hasTsx = (() => {
  try {
    createRequire(path.join(root, 'server', 'package.json')).resolve('tsx')
    return true
  } catch {
    return false
  }
})()
const useCompiled = fs.existsSync(compiled) && (!isStale('server') || !hasTsx || !fs.existsSync(source))
const args = useCompiled
  ? ['--enable-source-maps', compiled, ...process.argv.slice(2)]
  : ['--import', 'tsx', source, ...process.argv.slice(2)]
// Run from the repository root (where tsx resolves); file arguments are read relative to INIT_CWD,
// the folder the command was typed in (npm sets it).
const env = { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() }
const result = spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit' })
process.exit(result.status ?? 1)
