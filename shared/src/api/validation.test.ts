import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { translate } from '../i18n/messages'
import { certificateQuerySchema } from './certificates/query-by-code'
import { describeIssues } from './validation'

const issuesOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues ?? []

describe('validation messages', () => {
  it("uses a schema's own message in either language", () => {
    const issues = issuesOf(certificateQuerySchema, { captcha: 'ABCD', captchaId: 'x' })
    expect(describeIssues(issues, 'zh')).toEqual([{ field: 'code', message: '请填写证书编码' }])
    expect(describeIssues(issues, 'en')).toEqual([
      { field: 'code', message: 'Please enter the certificate code' },
    ])
  })

  it('treats blank as missing after trimming', () => {
    const issues = issuesOf(certificateQuerySchema, { code: '   ', captcha: '  ', captchaId: 'x' })
    expect(describeIssues(issues, 'zh').map((f) => f.message)).toEqual(['请填写证书编码', '请填写验证码'])
  })

  it('names the field in generic messages', () => {
    const schema = z.object({ phone: z.string(), email: z.string().max(5), dictType: z.number().min(2) })
    const fields = describeIssues(issuesOf(schema, { email: 'toolong', dictType: 1 }), 'en')
    expect(fields).toEqual([
      { field: 'phone', message: 'Please fill in phone number' },
      { field: 'email', message: 'e-mail may have at most 5 characters' },
      { field: 'dictType', message: 'dictionary type must be at least 2' },
    ])
  })

  it('fills placeholders and leaves unknown keys as they are', () => {
    expect(translate('result.rateLimited', 'en', { seconds: 60 })).toBe(
      'Too many requests, please try again in 60 s',
    )
    expect(translate('no.such.key', 'zh')).toBe('no.such.key')
  })
})
