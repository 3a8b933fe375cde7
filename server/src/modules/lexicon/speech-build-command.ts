import path from 'node:path'
import type { Db } from '../../db/database'
import { type BuildReport, buildSpeech } from './speech-build'
import { tencentSpeech, tencentTtsSettings } from './speech-tencent'

const speechBuildUsage =
  'usage: npm run lexicon:audio -- --provider=tencent [--all] [--characters=学山] [--concurrency=4]\n' +
  '       (TENCENT_TTS_SECRET_ID and TENCENT_TTS_SECRET_KEY in the environment; see scripts/README-lexicon.md)'

/** `--provider=tencent --all --characters=学山 --concurrency=4`, or the reason they are not understood. */
function parseSpeechBuildArgs(args: string[]) {
  const options = { provider: '', all: false, characters: undefined as string[] | undefined, concurrency: 4 }
  for (const arg of args) {
    const [flag, value = ''] = arg.split(/=(.*)/s)
    if (flag === '--provider') options.provider = value
    else if (flag === '--all') options.all = true
    else if (flag === '--characters') options.characters = [...value].filter((c) => /\p{Script=Han}/u.test(c))
    else if (flag === '--concurrency' && /^([1-9]|1\d|20)$/.test(value)) options.concurrency = Number(value)
    else return { error: `not understood: ${arg}` }
  }
  if (options.provider !== 'tencent') return { error: 'the only cloud voice is --provider=tencent' }
  return { options }
}

/**
 * Runs the build with the keys of the environment into the data folder the server reads
 * (DATA_DIR/uploads/generated/speech-built) and prints what it did; the exit code says whether it worked.
 */
export async function runSpeechBuild(
  args: string[],
  env: Record<string, string | undefined>,
  target: { db: Db; uploadsDir: string },
  print: (line: string) => void = console.log,
): Promise<{ status: number; report?: BuildReport }> {
  const parsed = parseSpeechBuildArgs(args)
  if ('error' in parsed) {
    print(`${parsed.error}\n${speechBuildUsage}`)
    return { status: 2 }
  }
  const { options } = parsed
  let speech: ReturnType<typeof tencentSpeech>
  try {
    speech = tencentSpeech(tencentTtsSettings(env))
  } catch (error) {
    print((error as Error).message)
    return { status: 2 }
  }
  try {
    const report = await buildSpeech({
      db: target.db,
      cacheDir: path.join(target.uploadsDir, 'generated'),
      speech,
      all: options.all,
      characters: options.characters,
      concurrency: options.concurrency,
      log: print,
    })
    print(
      `${report.texts} texts: ${report.made} clips made, ${report.kept} already built, ` +
        `${report.refused.length} not kept (eSpeak NG's checked clip or no button stays), ` +
        `${report.tooLong} too long for TextToVoice.`,
    )
    if (!report.texts) print('The lexicon is empty: start the site once so it is seeded, then build again.')
    return { status: 0, report }
  } catch (error) {
    print(`The build stopped: ${(error as Error).message}. Clips made so far are kept; run it again.`)
    return { status: 1 }
  }
}
