import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { currentLang } from '../i18n'

type DescribeIssues = typeof import('@spell/shared/api/validation').describeIssues

let describeIssues: DescribeIssues | undefined

/**
 * The one react-hook-form resolver of the client, for a shared contract schema (the same one the
 * server validates with). A schema's own messages are message keys and pass through unchanged: the
 * form field shows them in the site language, naming the field by its label. zod's own checks (min,
 * max, required) get the shared bilingual wording in the site language, naming the field, exactly as
 * the server would answer. That wording (the shared dictionary, some 11 KB) is fetched with the first
 * check rather than with every page that has a form.
 *
 * The only file that imports `@hookform/resolvers/zod` (biome.json, noRestrictedImports).
 */
export function formResolver<In extends FieldValues, Out = In>(
  schema: z.ZodType,
): Resolver<In, unknown, Out> {
  const resolve = zodResolver(schema as never, {
    error: (issue) =>
      describeIssues?.([{ ...issue, path: issue.path ?? [], message: '' } as never], currentLang())[0]
        ?.message,
  }) as unknown as Resolver<In, unknown, Out>
  return async (values, context, options) => {
    describeIssues ??= (await import('@spell/shared/api/validation')).describeIssues
    return resolve(values, context, options)
  }
}
