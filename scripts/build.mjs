#!/usr/bin/env node
// The production build: the client (Vite, prerendered public pages, precompressed files) into
// client/dist and the server (scripts/build-server.mjs) into server/dist.
//
//   node scripts/build.mjs             build both (`npm run build`)
//   node scripts/build.mjs --if-stale  build only a part whose sources are newer than its build
//                                      (`npm start`: a fresh clone builds, a built checkout starts at once)
//   --client                           the client only (`npm run test:e2e`, with --if-stale)
//   --verbose                          show each step's whole output (otherwise shown only on failure)
import fs from 'node:fs'
import path from 'node:path'
import { isStale, parts, root } from './build-state.mjs'
import { runQuietly } from './run-quietly.mjs'

const onlyStale = process.argv.includes('--if-stale')
const verbose = process.argv.includes('--verbose')
const clientOnly = process.argv.includes('--client')

function run(command, args, label) {
  const status = runQuietly(command, args, { cwd: root, verbose, label })
  if (status !== 0) process.exit(status)
}

if (!onlyStale || isStale('client')) {
  // The client build writes this marker as its last step; a failed build leaves none.
  fs.rmSync(path.join(root, parts.client.output), { force: true })
  run('npm', ['run', 'build', '-w', 'client'], 'client build')
} else {
  console.log('client/dist is up to date')
}
if (!clientOnly)
  run(
    process.execPath,
    [path.join(root, 'scripts', 'build-server.mjs'), ...(onlyStale ? ['--if-stale'] : [])],
    'server build',
  )
