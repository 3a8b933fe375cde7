import type { Lang } from '@spell/shared'
import type { AppServices } from '../../app-services'
import { readStatement } from './statement-file'
import { matchStatement } from './statement-match'
import { settleTransfers } from './transfer-settlement'

/**
 * The committee imports the bank's statement, all or nothing: every row must pay an order awaiting
 * its transfer cleanly, or nothing changes and every other row is named with its reason. With
 * `matchedOnly` the committee has seen those rows and confirms that only the matching ones are
 * applied; the others stay for it to settle by hand.
 */
export async function importStatement(
  services: AppServices,
  committeeId: number,
  input: { content: string; matchedOnly: boolean },
  lang: Lang,
  now = new Date(),
) {
  const lines = await readStatement(Buffer.from(input.content, 'base64'))
  const { matched, problems } = await matchStatement(services.db, lines, lang, now)
  const applied = problems.length === 0 || input.matchedOnly
  if (applied)
    await settleTransfers(
      services,
      matched.map((m) => m.entry),
      committeeId,
    )
  return { applied, matched: matched.map(({ entry: _entry, ...shown }) => shown), problems }
}
