// Runs a build step with its output held back: printed only when the step fails or when asked
// (--verbose), so `npm start` stays a few lines instead of every chunk name the client build lists.
import { spawnSync } from 'node:child_process'

/** Runs `command args` in `cwd`; returns its exit status after printing its output if it failed or `verbose`. */
export function runQuietly(command, args, { cwd, verbose = false, label = [command, ...args].join(' ') }) {
  if (verbose) return spawnSync(command, args, { cwd, stdio: 'inherit' }).status ?? 1
  const started = Date.now()
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
  const status = result.status ?? 1
  if (status !== 0) {
    process.stdout.write(result.stdout ?? '')
    process.stderr.write(result.stderr ?? '')
    console.error(`${label} failed (exit ${status})`)
  } else
    console.log(
      `${label}: done in ${((Date.now() - started) / 1000).toFixed(1)} s (--verbose shows its output)`,
    )
  return status
}
