import type { Plugin } from 'vite'

/**
 * hanzi-writer's quiz normalises a drawn stroke by the distance of its ends from its centre and then
 * cuts it into pieces 0.05 long: a stroke drawn out and back, whose ends sit at its centre, asks for
 * billions of pieces and stalls the tab. The grid's copy gets the bound the server's grading has
 * (MAX_NORMALIZED_POINTS in shared/src/handwriting/geometry.ts): a curve that would need more points
 * is left as it is, and its shape, blown up or not a number, then fits no stroke.
 */
const MAX_NORMALIZED_POINTS = 400
const HANZI_WRITER = /node_modules[\\/]hanzi-writer[\\/]dist[\\/]index\.(esm|cjs)\.js$/
const SUBDIVIDE = 'const subdivideCurve = (curve, maxLen = 0.05) => {\n'
const GUARD = `  let pieces = 1;
  for (let i = 1; i < curve.length; i++) {
    pieces += Math.max(1, Math.ceil(distance(curve[i], curve[i - 1]) / maxLen));
    if (!(pieces <= ${MAX_NORMALIZED_POINTS})) return curve;
  }
`

/** hanzi-writer's code with the bound; a version whose code differs fails the build rather than go unguarded. */
export function guardHanziWriterGeometry(code: string): string {
  if (!code.includes(SUBDIVIDE))
    throw new Error('hanzi-writer: subdivideCurve not found; check the geometry guard')
  return code.replace(SUBDIVIDE, SUBDIVIDE + GUARD)
}

export function hanziWriterGuard(): Plugin {
  return {
    name: 'hanzi-writer-guard',
    enforce: 'pre',
    transform(code, id) {
      return HANZI_WRITER.test(id) ? { code: guardHanziWriterGeometry(code), map: null } : null
    },
  }
}
