/** deploy/nginx.conf read as nginx reads it: a small parser of directives and blocks. */

export interface Directive {
  name: string
  args: string[]
  block?: Directive[]
}

export function parseNginx(text: string): Directive[] {
  const tokens: string[] = []
  const re = /#[^\n]*|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([{};])|([^\s{};"'#]+)/g
  for (const m of text.matchAll(re)) {
    if (m[0].startsWith('#')) continue
    tokens.push(m[1] ?? m[2] ?? m[3] ?? m[4] ?? '')
  }
  let i = 0
  const parseBlock = (): Directive[] => {
    const out: Directive[] = []
    while (i < tokens.length) {
      const name = tokens[i++] as string
      if (name === '}') return out
      const args: string[] = []
      while (i < tokens.length && tokens[i] !== ';' && tokens[i] !== '{') args.push(tokens[i++] as string)
      const end = tokens[i++]
      if (end === '{') out.push({ name, args, block: parseBlock() })
      else if (end === ';') out.push({ name, args })
      else throw new Error(`nginx.conf: unterminated directive ${name}`)
    }
    return out
  }
  return parseBlock()
}

/** The directives of one name in a block. */
export const all = (ds: Directive[], name: string) => ds.filter((d) => d.name === name)

/** host:port of an upstream's servers, e.g. [['app1', 3000], ['app2', 3000]]. */
export const upstreamServers = (u: Directive) =>
  all(u.block ?? [], 'server').map((d) => {
    const [host, port] = (d.args[0] ?? '').split(':')
    return [host, Number(port ?? 80)] as const
  })
