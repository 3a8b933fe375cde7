import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * Clips a cloud voice made when the content was built (`npm run lexicon:audio -- --provider=tencent`),
 * kept in the data folder (DATA_DIR/uploads/generated/speech-built/), one MP3 per spoken text, named by
 * a hash of its language and text, and listed in manifest.json with the stamp of the voice and build
 * that made it. A text with a built clip is served that clip instead of eSpeak NG's; the stamp enters
 * the clip's URL, so a page asks for the new clip as soon as a build replaced it.
 *
 * The folder lives with the uploads (shared by every instance and included in backups) rather than in
 * the repository: thousands of MP3s would weigh down every clone, and a committee edit of a text needs
 * only a new build, not a commit.
 */
const BUILT_SPEECH_FOLDER = 'speech-built'

interface BuiltEntry {
  /** Provider, voice and build time: changes whenever the clip does. */
  stamp: string
  seconds: number
}
type Manifest = Record<string, BuiltEntry>

export const builtKey = (language: string, spoken: string) =>
  createHash('sha1').update(`${language}|${spoken}`).digest('hex').slice(0, 20)

export const builtDir = (cacheDir: string) => path.join(cacheDir, BUILT_SPEECH_FOLDER)
const manifestFile = (dir: string) => path.join(dir, 'manifest.json')

export function readManifest(dir: string): Manifest {
  try {
    return JSON.parse(fs.readFileSync(manifestFile(dir), 'utf8')) as Manifest
  } catch {
    return {}
  }
}

/** Written whole and renamed into place: a server reading it never sees half a manifest. */
export function writeManifest(dir: string, manifest: Manifest) {
  fs.mkdirSync(dir, { recursive: true })
  const staging = `${manifestFile(dir)}.${process.pid}`
  fs.writeFileSync(staging, JSON.stringify(manifest))
  fs.renameSync(staging, manifestFile(dir))
  // A build in this process (the tests run it beside the server) is seen by the next page at once.
  if (current?.dir === dir) current.lookedAt = 0
}

/**
 * The server's view of the built clips: the manifest of the folder the lexicon's routes named, read
 * again when a build changed it (looked at no more than once a second, so pages stay cheap).
 */
let current: { dir: string; manifest: Manifest; mtimeMs: number; lookedAt: number } | undefined

export function useBuiltSpeech(cacheDir: string) {
  current = { dir: builtDir(cacheDir), manifest: {}, mtimeMs: -1, lookedAt: 0 }
}

function manifestNow() {
  if (!current) return {}
  const now = Date.now()
  if (now - current.lookedAt >= 1000) {
    current.lookedAt = now
    const mtimeMs = fs.statSync(manifestFile(current.dir), { throwIfNoEntry: false })?.mtimeMs ?? 0
    if (mtimeMs !== current.mtimeMs) {
      current.mtimeMs = mtimeMs
      current.manifest = mtimeMs ? readManifest(current.dir) : {}
    }
  }
  return current.manifest
}

/** The built clip of the text, if a build made one that passed its checks. */
export function builtClip(language: string, spoken: string) {
  const key = builtKey(language, spoken)
  const entry = manifestNow()[key]
  if (!entry || !current) return undefined
  return { file: path.join(current.dir, `${key}.mp3`), stamp: entry.stamp }
}
