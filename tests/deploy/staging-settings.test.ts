import { describe, expect, it } from 'vitest'
import { readConfig } from '../../server/src/config'
import { stagingEnv } from './support/compiled-server'

describe('the staging settings the built server is started with', () => {
  it('pass the production rules, with the flags a staging site sets', () => {
    const config = readConfig(stagingEnv({ EMBEDDED_DATABASE_ALLOWED: '1' }))
    expect(config).toMatchObject({
      production: true,
      publicUrl: 'http://localhost:8080',
      paymentProviders: ['sandbox'],
      messaging: { outboxAllowed: true },
    })
  })
})
