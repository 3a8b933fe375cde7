import { findTextProblem } from '@spell/shared'
import { z } from 'zod'

/**
 * The committee's bank account schools pay into by transfer. All three settings, or none: without
 * them a school is not offered bank transfer.
 */

const BANK_TRANSFER_VARS = [
  'BANK_TRANSFER_ACCOUNT_NAME',
  'BANK_TRANSFER_BANK',
  'BANK_TRANSFER_NUMBER',
] as const
type BankTransferEnvName = (typeof BANK_TRANSFER_VARS)[number]
type BankTransferEnv = { [K in BankTransferEnvName]?: string }

export interface BankTransferSettings {
  /** Undefined when the site does not take bank transfers. accountNumber: its digits only. */
  bankTransfer: { accountName: string; bank: string; accountNumber: string } | undefined
}

const plainName = (what: string) =>
  z
    .string()
    .optional()
    .refine(
      (v) => v === undefined || (v.trim().length >= 2 && v.trim().length <= 60 && !findTextProblem(v)),
      { error: `must be ${what}: 2 to 60 characters of plain text on one line` },
    )

function accountNumberProblem(value: string) {
  if (!/^\d[\d -]*\d$/.test(value.trim()))
    return `must be the account number, digits (spaces allowed), got "${value}"`
  const digits = value.replace(/\D/g, '').length
  return digits >= 8 && digits <= 30 ? undefined : `must have 8 to 30 digits, got ${digits}`
}

/** Each variable's own format (an empty value counts as unset). */
export const bankTransferShape = {
  BANK_TRANSFER_ACCOUNT_NAME: plainName("the account holder's name exactly as the bank shows it (户名)"),
  BANK_TRANSFER_BANK: plainName(
    'the bank and branch that keep the account (开户行), e.g. 中国工商银行北京海淀支行',
  ),
  BANK_TRANSFER_NUMBER: z
    .string()
    .optional()
    .refine((v) => v === undefined || accountNumberProblem(v) === undefined, {
      error: (issue) => accountNumberProblem(String(issue.input)),
    }),
}

/** Half an account is no account: a school would be shown details it cannot pay into. */
export function checkBankTransferSettings(
  env: BankTransferEnv,
  problem: (name: BankTransferEnvName, message: string) => void,
) {
  const given = BANK_TRANSFER_VARS.filter((name) => env[name])
  if (given.length === 0 || given.length === BANK_TRANSFER_VARS.length) return
  for (const name of BANK_TRANSFER_VARS)
    if (!env[name])
      problem(
        name,
        `is not set while ${given.join(' and ')} ${given.length === 1 ? 'is' : 'are'}: bank transfer needs all three (or none, and schools are not offered it)`,
      )
}

export function bankTransferSettings(env: BankTransferEnv): BankTransferSettings {
  const {
    BANK_TRANSFER_ACCOUNT_NAME: accountName,
    BANK_TRANSFER_BANK: bank,
    BANK_TRANSFER_NUMBER: number,
  } = env
  return {
    bankTransfer:
      accountName && bank && number
        ? { accountName: accountName.trim(), bank: bank.trim(), accountNumber: number.replace(/\D/g, '') }
        : undefined,
  }
}
