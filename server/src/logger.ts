import { pino } from 'pino'

export type Logger = pino.Logger

/**
 * An error as the log keeps it: without the values a failed query was given (drizzle puts them in the
 * message, the stack and `params`) or the row a constraint refused (the driver's `detail`: "Key
 * (phone)=(13800138000) already exists"). Those are the phone numbers, e-mails and names of the request.
 */
export function loggableError(error: unknown) {
  const serialized = pino.stdSerializers.err(error as Error) as unknown
  if (typeof serialized !== 'object' || serialized === null) return serialized
  const { params: _params, detail: _detail, ...kept } = serialized as Record<string, unknown>
  for (const key of ['message', 'stack'] as const) {
    const text = kept[key]
    if (typeof text === 'string') kept[key] = text.replace(/^params: .*$/gm, 'params: [redacted]')
  }
  return kept
}

/** `destination` is where the lines go (standard output by default; tests read them). */
export const createLogger = (level: string, destination?: pino.DestinationStream) =>
  pino(
    {
      level,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers.authorization'],
      serializers: { err: loggableError },
    },
    destination,
  )
