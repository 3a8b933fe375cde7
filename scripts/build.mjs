#!/usr/bin/env node
// The production build: the client (Vite, prerendered public pages, precompressed files) into
// client/dist and the server (scripts/build-server.mjs) into server/dist.
//
//   node scripts/build.mjs             build both (`npm run build`)
//   node scripts/build.mjs --if-stale  build only a part whose sources are newer than its build
//                                      (`npm start`: a fresh clone builds, a built checkout starts at once)
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { isStale, parts, root } from './build-state.mjs'

const onlyStale = process.argv.includes('--if-stale')

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (!onlyStale || isStale('client')) {
  // The client build writes this marker as its last step; a failed build leaves none.
  fs.rmSync(path.join(root, parts.client.output), { force: true })
  run('npm', ['run', 'build', '-w', 'client'])
} else {
  console.log('client/dist is up to date')
}
run(process.execPath, [path.join(root, 'scripts', 'build-server.mjs'), ...(onlyStale ? ['--if-stale'] : [])])
