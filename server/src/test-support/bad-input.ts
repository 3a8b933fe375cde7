import { readdir } from 'node:fs/promises'
import type { ApiCall } from '@spell/shared'
import fc from 'fast-check'

/** Every call the contract defines: each export of shared/src/api that is a defined call, found at run time. */
export async function loadContracts() {
  const root = new URL('../../../shared/src/api/', import.meta.url)
  const files = (await readdir(root, { recursive: true }))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort()
  const calls = new Map<ApiCall, string>()
  for (const file of files) {
    const module: Record<string, unknown> = await import(new URL(file, root).href)
    for (const [name, value] of Object.entries(module))
      if (isApiCall(value) && !calls.has(value)) calls.set(value, `${file.replace(/\.ts$/, '')}#${name}`)
  }
  return [...calls].map(([call, name]) => ({ call, name }))
}

function isApiCall(value: unknown): value is ApiCall {
  const v = value as Partial<ApiCall> | null
  return (
    typeof v === 'object' &&
    v !== null &&
    (v.method === 'GET' || v.method === 'POST') &&
    Array.isArray(v.paths) &&
    typeof v.request?.safeParse === 'function' &&
    typeof v.response?.safeParse === 'function'
  )
}

/** The top-level keys a request schema names, through refinements, pipes and wrappers. */
export function keysOf(schema: unknown, depth = 0): string[] {
  // biome-ignore lint/suspicious/noExplicitAny: reads zod's definition of any kind of schema
  const def = (schema as any)?._zod?.def
  if (!def || depth > 8) return []
  if (def.type === 'object') return Object.keys(def.shape ?? {})
  if (def.type === 'pipe') return keysOf(def.in, depth + 1)
  if (def.type === 'union')
    return [...new Set<string>(def.options.flatMap((o: unknown) => keysOf(o, depth + 1)))]
  if (def.type === 'intersection') return [...keysOf(def.left, depth + 1), ...keysOf(def.right, depth + 1)]
  return def.innerType ? keysOf(def.innerType, depth + 1) : []
}

const nested = (depth: number): unknown => {
  let value: unknown = 'x'
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value }
  return value
}

/** Text a person should never be able to store, and text that is only too big or too odd. */
const badText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00y',
    '\u0085',
    'x\u001b[2J',
    '\u007f',
    'line\nbreak',
    'null',
    '[]',
    '{}',
    'NaN',
    '1e309',
    '2147483648',
    '-1',
    '0',
    '9007199254740993',
    '２０２５-０１-０１',
    '0000-00-00',
    '2025-02-30',
    '99999-12-31',
    "' or 1=1 --",
    '../../etc/passwd',
    '<script>alert(1)</script>',
  ),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom(10_001, 120_000, 400_000).map((n) => '字'.repeat(n)),
)

/** Numbers at and past every edge a column or a schema has. */
const badNumber = fc.oneof(
  fc.constantFrom(-1, 0, 0.5, -0, 1, 2147483647, 2147483648, -2147483649, 2 ** 53, 1e308, -1e308),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

/** A value of any wrong kind: text, numbers, booleans, null, lists, objects and deep nesting. */
const badValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { weight: 4, arbitrary: badText },
    { weight: 3, arbitrary: badNumber },
    { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
    { weight: 1, arbitrary: fc.integer({ min: 20, max: 3000 }).map(nested) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4, depthIdentifier: 'bad' }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), tie('value'), {
        maxKeys: 3,
        depthIdentifier: 'bad',
      }),
    },
  ),
})).value

/** Plausible values, so that some inputs pass the schema and reach the service with one bad field. */
const plausible = fc.constantFrom<unknown>(
  1,
  2,
  3,
  'a',
  '汉',
  '2025-03-01',
  '13912345678',
  'a@b.cn',
  true,
  [],
  [1],
)

/**
 * Bad input for a call: its own keys (and unknown ones) with wrong, extreme or plausible values;
 * sometimes a body that is not an object at all.
 */
export function badInputFor(keys: string[]): fc.Arbitrary<unknown> {
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })) : fc.string()
  const field = fc.oneof({ weight: 3, arbitrary: badValue }, { weight: 2, arbitrary: plausible })
  return fc.oneof(
    { weight: 8, arbitrary: fc.dictionary(key, field, { maxKeys: keys.length + 2 }) },
    { weight: 1, arbitrary: fc.oneof(badValue, fc.array(plausible)) },
  )
}
