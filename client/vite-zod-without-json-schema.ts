import fs from 'node:fs'
import type { Plugin } from 'vite'

/**
 * zod's classic schemas carry the code that turns them into JSON Schema (about 5 KB compressed on every
 * page), which the browser never runs: the site validates with them, it does not describe them. In the
 * browser build the two modules of that code are replaced by ones with the same exports that throw when
 * called, so a page downloads only the validation. The server and the tests keep zod as it is.
 */
const JSON_SCHEMA_MODULES =
  /node_modules[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'zod-without-json-schema',
    apply: 'build',
    load(id) {
      if (!JSON_SCHEMA_MODULES.test(id)) return null
      const source = fs.readFileSync(id, 'utf8')
      const names = [
        ...[...source.matchAll(/^export (?:const|function) (\w+)/gm)].map((match) => match[1] ?? ''),
        ...[...source.matchAll(/^export \{ \w+ as (\w+) \}/gm)].map((match) => match[1] ?? ''),
      ]
      // Every schema makes its JSON Schema methods when it is made (createToJSONSchemaMethod and the
      // like): those still make them, and only calling one throws.
      const stub = (name: string) => (name.startsWith('create') ? '() => unavailable' : 'unavailable')
      return [
        `const unavailable = () => { throw new Error('zod: JSON Schema is not in the browser build') }`,
        ...names.map((name) => `export const ${name} = ${stub(name)}`),
      ].join('\n')
    },
  }
}
