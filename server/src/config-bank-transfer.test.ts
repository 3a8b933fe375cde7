import { describe, expect, it } from 'vitest'
import { ConfigError, readConfig } from './config'

const account = {
  BANK_TRANSFER_ACCOUNT_NAME: '中英双语汉字拼写大赛组委会',
  BANK_TRANSFER_BANK: '中国工商银行北京海淀支行',
  BANK_TRANSFER_NUMBER: '0200 0045 0920 0123 456',
}

function problemsOf(env: Record<string, string>) {
  try {
    readConfig({ NODE_ENV: 'test', ...env })
    return []
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    return error.problems
  }
}

describe('The bank transfer settings', () => {
  it('give the account schools pay into, its number as digits', () => {
    expect(readConfig({ NODE_ENV: 'test', ...account }).bankTransfer).toEqual({
      accountName: '中英双语汉字拼写大赛组委会',
      bank: '中国工商银行北京海淀支行',
      accountNumber: '0200004509200123456',
    })
  })

  it('left unset (or empty), offer no bank transfer', () => {
    expect(readConfig({ NODE_ENV: 'test' }).bankTransfer).toBeUndefined()
    const empty = { BANK_TRANSFER_ACCOUNT_NAME: '', BANK_TRANSFER_BANK: '', BANK_TRANSFER_NUMBER: '' }
    expect(readConfig({ NODE_ENV: 'test', ...empty }).bankTransfer).toBeUndefined()
  })

  it('are all three or none, and each is checked', () => {
    expect(problemsOf({ BANK_TRANSFER_NUMBER: account.BANK_TRANSFER_NUMBER })).toEqual([
      'BANK_TRANSFER_ACCOUNT_NAME: is not set while BANK_TRANSFER_NUMBER is: bank transfer needs all three (or none, and schools are not offered it)',
      'BANK_TRANSFER_BANK: is not set while BANK_TRANSFER_NUMBER is: bank transfer needs all three (or none, and schools are not offered it)',
    ])
    expect(problemsOf({ ...account, BANK_TRANSFER_NUMBER: '6222-abc' })).toEqual([
      'BANK_TRANSFER_NUMBER: must be the account number, digits (spaces allowed), got "6222-abc"',
    ])
    expect(problemsOf({ ...account, BANK_TRANSFER_NUMBER: '1234567' })).toEqual([
      'BANK_TRANSFER_NUMBER: must have 8 to 30 digits, got 7',
    ])
    expect(problemsOf({ ...account, BANK_TRANSFER_ACCOUNT_NAME: '组' })[0]).toMatch(
      /^BANK_TRANSFER_ACCOUNT_NAME: must be the account holder's name/,
    )
    expect(problemsOf({ ...account, BANK_TRANSFER_BANK: '工商银行\n海淀支行' })[0]).toMatch(
      /^BANK_TRANSFER_BANK: must be the bank and branch/,
    )
  })

  it("refuse the example's placeholder in production", () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      ...account,
      BANK_TRANSFER_ACCOUNT_NAME: 'change-me',
    })
    expect(problems).toContain(
      "BANK_TRANSFER_ACCOUNT_NAME: still holds the example's placeholder change-me: set the site's own value",
    )
  })
})
