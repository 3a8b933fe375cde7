import { z } from 'zod'

/** Most strokes one drawing may hold; the bank's longest characters have about 30. */
export const MAX_STROKES = 40
/** Most points one stroke may hold; a drawing app keeps a point every few pixels. */
export const MAX_POINTS_PER_STROKE = 200
/** Most points a whole drawing may hold. */
export const MAX_POINTS = 4000
/** Coordinates stay within one box's width of the character's 1024-unit square. */
const COORDINATE_LIMIT = 2048

const coordinate = z
  .number({ error: 'handwriting.badStrokes' })
  .min(-COORDINATE_LIMIT, 'handwriting.badStrokes')
  .max(COORDINATE_LIMIT, 'handwriting.badStrokes')

/** One point of a drawn stroke: [x, y] in the character's coordinate space (y grows upwards). */
const pointSchema = z.tuple([coordinate, coordinate], { error: 'handwriting.badStrokes' })

/** A drawn stroke: its points in drawing order. */
const strokeSchema = z
  .array(pointSchema, { error: 'handwriting.badStrokes' })
  .min(1, 'handwriting.badStrokes')
  .max(MAX_POINTS_PER_STROKE, 'handwriting.badStrokes')

/**
 * A handwritten character as the writer drew it: its strokes in drawing order, each a list of [x, y]
 * points in the character data's coordinate space (x 0 to 1024 rightwards, y -124 to 900 upwards).
 */
const drawingSchema = (maxStrokes: number) =>
  z
    .array(strokeSchema, { error: 'handwriting.badStrokes' })
    .min(1, 'handwriting.badStrokes')
    .max(maxStrokes, 'handwriting.badStrokes')
    .refine((strokes) => strokes.reduce((sum, stroke) => sum + stroke.length, 0) <= MAX_POINTS, {
      error: 'handwriting.badStrokes',
    })

/** An answer drawn in one go: the character's strokes and a few stray ones. */
export const strokesSchema = drawingSchema(MAX_STROKES)
export type Strokes = z.infer<typeof strokesSchema>

/** Most strokes of a stroke-by-stroke practice, where every missed stroke is drawn again. */
export const MAX_PRACTICE_STROKES = 120

/** A character written stroke by stroke with a hint after misses: every stroke drawn, the misses too. */
export const practiceStrokesSchema = drawingSchema(MAX_PRACTICE_STROKES)
