import { DrizzleQueryError } from 'drizzle-orm/errors'
import { describe, expect, it } from 'vitest'
import { createLogger, loggableError } from './logger'

describe('an error in the log', () => {
  it('keeps the query of a failed one but not the values it was given', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_phone"'), {
      code: '23505',
      detail: 'Key (phone)=(13712345678) already exists.',
    })
    const error = new DrizzleQueryError(
      'update "users" set "phone" = $1, "email" = $2',
      ['13712345678', 'lin@family.cn'],
      cause,
    )
    const logged = JSON.stringify(loggableError(error))
    expect(logged).toContain('update \\"users\\" set \\"phone\\" = $1')
    expect(logged).toContain('users_phone')
    expect(logged).not.toContain('13712345678')
    expect(logged).not.toContain('lin@family.cn')
  })

  it('drops the row a constraint refused', () => {
    const error = Object.assign(new Error('duplicate key value'), {
      code: '23505',
      detail: 'Key (email)=(lin@family.cn) already exists.',
    })
    expect(loggableError(error)).toMatchObject({ code: '23505', message: 'duplicate key value' })
    expect(JSON.stringify(loggableError(error))).not.toContain('lin@family.cn')
  })

  it('is written that way by the logger', () => {
    const lines: string[] = []
    const logger = createLogger('info', { write: (line) => lines.push(line) })
    logger.error({ err: Object.assign(new Error('failed'), { detail: 'Key (phone)=(13712345678)' }) }, 'x')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('failed')
    expect(lines[0]).not.toContain('13712345678')
  })
})
