import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { setLang } from '../i18n'
import { formResolver } from './form-resolver'

const schema = z.object({
  code: z.string().max(4),
  captcha: z.string().min(1, 'validation.required'),
})

const options = { fields: {}, shouldUseNativeValidation: false } as const

async function messagesOf(values: Record<string, unknown>) {
  const { errors } = await formResolver<Record<string, unknown>>(schema)(values, undefined, options)
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]))
}

afterEach(() => setLang('zh'))

describe('formResolver', () => {
  it("words zod's own checks in the site language, naming the field", async () => {
    await setLang('zh')
    expect(await messagesOf({ code: 'ABCDE', captcha: 'x' })).toEqual({ code: '证书编码 最多 4 个字符' })
    await setLang('en')
    expect(await messagesOf({ code: 'ABCDE', captcha: 'x' })).toEqual({
      code: 'certificate code may have at most 4 characters',
    })
  })

  it("passes a schema's own message key through for the form field to show", async () => {
    expect(await messagesOf({ code: 'AB', captcha: '' })).toEqual({ captcha: 'validation.required' })
  })

  it('hands the parsed values on when nothing is wrong', async () => {
    const result = await formResolver<Record<string, unknown>>(schema)(
      { code: 'AB', captcha: 'x' },
      undefined,
      options,
    )
    expect(result).toEqual({ values: { code: 'AB', captcha: 'x' }, errors: {} })
  })
})
