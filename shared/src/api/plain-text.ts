import { z } from 'zod'

/**
 * What a text typed by a person may hold. Control characters (C0 and C1, DEL) are invisible, break
 * exports and PDFs, and PostgreSQL refuses NUL outright; a lone surrogate is not text at all (the
 * driver would silently store U+FFFD). Tab, line feed and carriage return belong only in the fields a
 * contract marks as `multiline`. The server applies this to every input of every call, before the
 * contract's own schema, so no contract has to repeat it.
 */
export type TextProblem = 'controlCharacter' | 'lineBreak' | 'brokenCharacter' | 'tooDeep'

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this regex's job
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
const TAB_OR_LINE_BREAK = /[\t\n\r]/
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Deeper input than any contract takes is refused before anything walks it. */
export const MAX_INPUT_DEPTH = 32

export function textProblemOf(text: string, multiline: boolean): TextProblem | undefined {
  if (CONTROL.test(text)) return 'controlCharacter'
  if (LONE_SURROGATE.test(text)) return 'brokenCharacter'
  if (!multiline && TAB_OR_LINE_BREAK.test(text)) return 'lineBreak'
  return undefined
}

const multilineFields = z.registry<{ multiline: true }>()

/** Marks a text field that may hold tabs and line breaks (a text area). */
export function multiline<T extends z.ZodType>(schema: T): T {
  multilineFields.add(schema, { multiline: true })
  return schema
}

/** A path inside an input; `*` stands for any array index or record key. */
export type PathPattern = readonly string[]

/** The paths of a request schema whose strings may hold line breaks, found once when a call is mounted. */
export function multilinePaths(schema: z.ZodType): PathPattern[] {
  const found: PathPattern[] = []
  const seen = new Set<z.core.$ZodType>()
  const visit = (node: z.core.$ZodType | undefined, path: string[]) => {
    if (!node || seen.has(node) || path.length > MAX_INPUT_DEPTH) return
    if (multilineFields.has(node as z.ZodType)) found.push(path)
    seen.add(node)
    // biome-ignore lint/suspicious/noExplicitAny: zod's definitions differ by kind; each branch reads its own
    const def = node._zod.def as any
    switch (def.type) {
      case 'object':
        for (const [key, child] of Object.entries(def.shape ?? {}))
          visit(child as z.core.$ZodType, [...path, key])
        if (def.catchall) visit(def.catchall, [...path, '*'])
        break
      case 'array':
        visit(def.element, [...path, '*'])
        break
      case 'record':
        visit(def.valueType, [...path, '*'])
        break
      case 'tuple':
        for (const item of def.items ?? []) visit(item, [...path, '*'])
        if (def.rest) visit(def.rest, [...path, '*'])
        break
      case 'union':
        for (const option of def.options ?? []) visit(option, path)
        break
      case 'intersection':
        visit(def.left, path)
        visit(def.right, path)
        break
      case 'pipe':
        visit(def.in, path)
        visit(def.out, path)
        break
      case 'lazy':
        visit(def.getter?.(), path)
        break
      default:
        if (def.innerType) visit(def.innerType, path)
    }
    seen.delete(node)
  }
  visit(schema, [])
  return found
}

const matches = (pattern: PathPattern, path: readonly (string | number)[]) =>
  pattern.length === path.length && pattern.every((part, i) => part === '*' || part === String(path[i]))

export interface TextFinding {
  path: (string | number)[]
  problem: TextProblem
}

/**
 * The first string (or object key) of an input that is not plain text, with its path; undefined when
 * all is well. Walks at most MAX_INPUT_DEPTH levels.
 */
export function findTextProblem(
  input: unknown,
  multilineAt: readonly PathPattern[] = [],
): TextFinding | undefined {
  const walk = (value: unknown, path: (string | number)[]): TextFinding | undefined => {
    if (typeof value === 'string') {
      const problem = textProblemOf(
        value,
        multilineAt.some((pattern) => matches(pattern, path)),
      )
      return problem ? { path, problem } : undefined
    }
    if (typeof value !== 'object' || value === null) return undefined
    if (path.length >= MAX_INPUT_DEPTH) return { path, problem: 'tooDeep' }
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const found = walk(value[i], [...path, i])
        if (found) return found
      }
      return undefined
    }
    for (const [key, child] of Object.entries(value)) {
      if (textProblemOf(key, false)) return { path: [...path, key], problem: 'controlCharacter' }
      const found = walk(child, [...path, key])
      if (found) return found
    }
    return undefined
  }
  return walk(input, [])
}

/** The message key that explains a problem to the person who typed the text. */
export const textProblemMessage: Record<TextProblem, string> = {
  controlCharacter: 'validation.controlCharacter',
  lineBreak: 'validation.lineBreak',
  brokenCharacter: 'validation.brokenCharacter',
  tooDeep: 'validation.tooDeep',
}

/**
 * A schema refinement for payloads that do not pass through a call (socket events, rows read from an
 * uploaded file): the same rules, reported as a zod issue at the offending path.
 */
export function plainTextOnly<T extends z.ZodType>(schema: T): T {
  const paths = multilinePaths(schema)
  return z
    .unknown()
    .superRefine((input, context) => {
      const found = findTextProblem(input, paths)
      if (found)
        context.addIssue({ code: 'custom', path: found.path, message: textProblemMessage[found.problem] })
    })
    .pipe(schema) as unknown as T
}
