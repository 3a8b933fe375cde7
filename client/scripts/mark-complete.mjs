// The last step of the client build: its time tells `npm start` (scripts/build-state.mjs) that
// client/dist is complete and newer than every source, whoever ran the build.
import fs from 'node:fs'
import path from 'node:path'

fs.writeFileSync(
  path.resolve(import.meta.dirname, '../dist/.build-complete'),
  `${new Date().toISOString()}\n`,
)
