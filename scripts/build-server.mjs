#!/usr/bin/env node
// Compiles the server for production: server/src/main.ts and server/src/admin-cli.ts become
// server/dist/main.js and server/dist/admin-cli.js, ES modules run by plain node.
//
// The workspaces @spell/shared and @spell/engine export TypeScript sources, so they are bundled in;
// every npm dependency stays external and is loaded from node_modules as usual (native modules,
// PGlite's wasm and data files, fonts and stroke data keep their own paths).
//
// Paths at run time: the bundle sits in server/dist, at the same depth as server/src, so a module
// that resolves the repository root as `import.meta.dirname/../..` finds it from either place.
// Files a module reads from beside itself are copied next to the bundle (the migrations).
//
//   node scripts/build-server.mjs            build
//   node scripts/build-server.mjs --if-stale build only when a source is newer than the bundle
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { isStale, root } from './build-state.mjs'

const serverDir = path.join(root, 'server')
const outdir = path.join(serverDir, 'dist')
const entries = ['main', 'admin-cli']

if (process.argv.includes('--if-stale') && !isStale('server')) {
  console.log('server/dist is up to date')
  process.exit(0)
}

// esbuild comes with the server's development dependencies; resolve it from there.
const esbuild = await import(createRequire(path.join(serverDir, 'package.json')).resolve('esbuild'))

/** Bundle our workspaces, leave every other bare import (npm packages, node: built-ins) to node. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@spell/') ? undefined : { path: args.path, external: true },
    )
  },
}

const started = Date.now()
// Built beside dist (same depth, so the same paths resolve) and swapped in whole, so that a server
// starting meanwhile never sees half a bundle.
const staging = `${outdir}.building-${process.pid}`
fs.rmSync(staging, { recursive: true, force: true })
const built = await esbuild
  .build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(entries.map((e) => [e, path.join(serverDir, 'src', `${e}.ts`)])),
    outdir: staging,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    plugins: [externalPackages],
    logLevel: 'warning',
  })
  .then(
    () => true,
    () => false, // esbuild has printed the errors
  )
if (!built) {
  fs.rmSync(staging, { recursive: true, force: true })
  console.error('server build failed')
  process.exit(1)
}
fs.cpSync(path.join(serverDir, 'src', 'db', 'migrations'), path.join(staging, 'migrations'), {
  recursive: true,
})
fs.rmSync(outdir, { recursive: true, force: true })
fs.renameSync(staging, outdir)
console.log(`server/dist built in ${Date.now() - started} ms`)
