import type { z } from 'zod'

/**
 * One API call: its method, the paths it answers on (the first is the one the client uses; a call the
 * specification lists under two paths answers on both), and the schemas of what goes in and comes out.
 * GET input is read from the query string, POST input from the JSON body.
 */
export interface ApiCall<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST'
  paths: readonly [string, ...string[]]
  request: Req
  response: Res
}

export const defineCall = <Req extends z.ZodType, Res extends z.ZodType>(call: ApiCall<Req, Res>) => call

export type CallInput<C extends ApiCall> = z.input<C['request']>
export type CallRequest<C extends ApiCall> = z.output<C['request']>
export type CallResponse<C extends ApiCall> = z.output<C['response']>

/** Mount point of the API; every path of the specification sits under it. */
export const API_PREFIX = '/api'
