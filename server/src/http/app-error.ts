import type { FieldError } from '@spell/shared'
import { defaultMessageKey, ResultCode, type ResultCodeName } from '@spell/shared'

/**
 * The one error a route or service throws on purpose. `messageKey` is a key of the shared messages
 * (translated into the asker's language by the error middleware); anything else thrown is a bug and
 * reaches the client only as a generic server error.
 */
export class AppError extends Error {
  readonly code: number
  readonly messageKey: string
  readonly params: Record<string, string | number>
  readonly fields: FieldError[] | undefined

  constructor(
    name: ResultCodeName,
    messageKey: string = defaultMessageKey[name],
    options: { params?: Record<string, string | number>; fields?: FieldError[] } = {},
  ) {
    super(messageKey)
    this.name = 'AppError'
    this.code = ResultCode[name]
    this.messageKey = messageKey
    this.params = options.params ?? {}
    this.fields = options.fields
  }
}
