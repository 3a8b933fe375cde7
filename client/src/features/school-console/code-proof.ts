import type { FieldValues, Resolver } from 'react-hook-form'

export interface CodeProof {
  phone: string
  validUntil: string
}

/** True while the sign-in's proof covers this phone, so that its step needs no second code. */
export const proofCovers = (proof: CodeProof | null | undefined, phone: string, now = Date.now()) =>
  proof != null && proof.phone === phone.trim() && Date.parse(proof.validUntil) > now

/**
 * A form's resolver that also asks for the SMS code (请输入短信验证码) unless the sign-in's proof covers
 * the phone entered; the server decides the same way.
 */
export function requireCodeUnlessProved<T extends FieldValues & { code: string; phone: string }>(
  resolver: Resolver<T>,
  proof: () => CodeProof | null | undefined,
): Resolver<T> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options)
    if (values.code.trim() !== '' || proofCovers(proof(), values.phone)) return result
    return {
      values: {},
      errors: { ...result.errors, code: { type: 'required', message: 'code.smsRequired' } },
    } as Awaited<ReturnType<Resolver<T>>>
  }
}
