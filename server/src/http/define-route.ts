import type { ApiCall, CallRequest, CallResponse, Lang, PathPattern, Role } from '@spell/shared'
import {
  describeIssues,
  describeTextProblem,
  findTextProblem,
  multilinePaths,
  ResultCode,
  translate,
} from '@spell/shared'
import type { Request, RequestHandler, Response, Router } from 'express'
import type { SignedInUser } from '../modules/auth/sessions.service'
import { AppError } from './app-error'

/** Who may make a call: anyone, anyone signed in, or only the listed roles. */
export type Access = 'public' | 'signedIn' | readonly Role[]

export interface CallContext<A extends Access = Access> {
  req: Request
  res: Response
  /** Always present when the call needs a login. */
  user: A extends 'public' ? SignedInUser | null : SignedInUser
}

export interface RouteOptions<A extends Access = Access> {
  access: A
  /** Extra middleware run before the input is read, e.g. a rate limiter. */
  before?: RequestHandler[]
}

function authorize(access: Access, user: SignedInUser | null) {
  if (access === 'public') return
  if (!user) throw new AppError('unauthorized')
  if (access !== 'signedIn' && !access.includes(user.role)) throw new AppError('forbidden')
}

/**
 * Refuses input holding a string that is not plain text (control characters, lone surrogates, line
 * breaks outside multi-line fields) with a 4000 naming the field. Every call runs it on its whole raw
 * input; the few routes outside the contract (files, downloads) call it on what they read.
 */
export function refuseUnsafeText(input: unknown, lang: Lang, multilineAt: readonly PathPattern[] = []) {
  const found = findTextProblem(input, multilineAt)
  if (!found) return
  const field = describeTextProblem(found, lang)
  throw new AppError('invalidInput', field.message, { fields: [field] })
}

/** Every call mounted in this process and who may make it, so tests can reach each one as its callers. */
export const mountedCalls = new Map<ApiCall, Access>()

/**
 * Serves one call of the contract on every path it lists: authorize → refuse what is not plain text → validate input → service →
 * validate output → `{code: 200, msg, data}`. Errors go to the error middleware.
 */
export function mountCall<C extends ApiCall, const A extends Access>(
  router: Router,
  call: C,
  options: RouteOptions<A>,
  handler: (input: CallRequest<C>, context: CallContext<A>) => Promise<CallResponse<C>> | CallResponse<C>,
) {
  mountedCalls.set(call, options.access)
  const multilineAt = multilinePaths(call.request)
  const serve: RequestHandler = async (req, res) => {
    authorize(options.access, req.user)
    const raw =
      call.method === 'GET' ? { ...req.query, ...req.params } : { ...(req.body ?? {}), ...req.params }
    refuseUnsafeText(raw, req.lang, multilineAt)
    const parsed = call.request.safeParse(raw)
    if (!parsed.success) {
      const fields = describeIssues(parsed.error.issues, req.lang)
      throw new AppError('invalidInput', fields[0]?.message ?? 'result.invalidInput', { fields })
    }
    const context = { req, res, user: req.user } as CallContext<A>
    const result = await handler(parsed.data as CallRequest<C>, context)
    const data = call.response.parse(result)
    res.json({ code: ResultCode.ok, msg: translate('result.ok', req.lang), data: data ?? null })
  }
  const method = call.method === 'GET' ? 'get' : 'post'
  for (const path of call.paths) router[method](path, ...(options.before ?? []), serve)
}
