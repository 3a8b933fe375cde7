import { zodResolver } from '@hookform/resolvers/zod'
import { describeIssues } from '@spell/shared'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { currentLang } from '../i18n'

/**
 * A react-hook-form resolver for a shared schema whose checks keep zod's own wording (min, max,
 * required): those messages come out in the site language and name the field, exactly as the server
 * would answer. A schema's own message keys pass through unchanged.
 */
export function formResolver<T extends FieldValues>(schema: z.ZodType): Resolver<T> {
  return zodResolver(schema as never, {
    error: (issue) =>
      describeIssues([{ ...issue, path: issue.path ?? [], message: '' } as never], currentLang())[0]?.message,
  }) as unknown as Resolver<T>
}
