import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { checkTc3Signature } from './tencent-tc3'

/**
 * A local stand-in for Tencent Cloud's SMS API (SendSms, version 2021-01-11) for tests. Like the real
 * service it checks every request's Authorization header by the published TC3-HMAC-SHA256 method —
 * computed here from the published description, not with the SDK's code — and answers in the API's
 * shape: {"Response":{"SendStatusSet":[…],"RequestId":"…"}} or {"Response":{"Error":{Code,Message},…}}.
 *
 * Address it as http://sms.localhost:<port>: the signature's service is the first label of the host.
 */
export interface StandInOptions {
  secretId: string
  secretKey: string
  sdkAppId: string
  /** Approved signatures and templates; anything else is refused like the real service does. */
  signNames: string[]
  templateIds: string[]
}

interface ReceivedSms {
  region: string | undefined
  phoneNumbers: string[]
  sdkAppId: string
  signName: string
  templateId: string
  templateParams: string[]
}

type Scripted = { code: string; message: string; as: 'error' | 'status' }

export async function startTencentSmsStandIn(options: StandInOptions) {
  const received: ReceivedSms[] = []
  const refusals: { code: string }[] = []
  const scripted: Scripted[] = []

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const requestId = randomUUID()
      const answer = (response: Record<string, unknown>) => {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ Response: { ...response, RequestId: requestId } }))
      }
      const refuse = (code: string, message: string) => {
        refusals.push({ code })
        answer({ Error: { Code: code, Message: message } })
      }
      const body = Buffer.concat(chunks)
      const authFailure = checkTc3Signature(req, body, { ...options, service: 'sms' })
      if (authFailure) return refuse(authFailure.code, authFailure.message)
      if (req.headers['x-tc-action'] !== 'SendSms')
        return refuse('InvalidAction', 'The action does not exist.')
      if (req.headers['x-tc-version'] !== '2021-01-11')
        return refuse('NoSuchVersion', 'The API version does not exist.')

      let params: Record<string, unknown>
      try {
        params = JSON.parse(body.toString('utf8'))
      } catch {
        return refuse('FailedOperation.FailResolvePacket', 'The request packet could not be parsed.')
      }
      const phoneNumbers = params.PhoneNumberSet
      const templateParams = params.TemplateParamSet ?? []
      if (!Array.isArray(phoneNumbers) || phoneNumbers.length === 0 || !Array.isArray(templateParams))
        return refuse('MissingParameter', 'PhoneNumberSet is required.')
      if (params.SmsSdkAppId !== options.sdkAppId)
        return refuse('InvalidParameterValue.SdkAppIdNotExist', 'The SdkAppId does not exist.')
      if (typeof params.SignName !== 'string' || !options.signNames.includes(params.SignName))
        return refuse('FailedOperation.SignatureIncorrectOrUnapproved', 'The signature is not approved.')
      if (typeof params.TemplateId !== 'string' || !options.templateIds.includes(params.TemplateId))
        return refuse('FailedOperation.TemplateIncorrectOrUnapproved', 'The template is not approved.')

      const next = scripted.shift()
      if (next?.as === 'error') return refuse(next.code, next.message)
      received.push({
        region: req.headers['x-tc-region'] as string | undefined,
        phoneNumbers: phoneNumbers.map(String),
        sdkAppId: params.SmsSdkAppId,
        signName: params.SignName,
        templateId: params.TemplateId,
        templateParams: templateParams.map(String),
      })
      answer({
        SendStatusSet: phoneNumbers.map((phone: string) => {
          const failure = next ?? (/^\+861\d{10}$/.test(phone) ? undefined : incorrectPhone)
          return {
            SerialNo: failure ? '' : `2028:${randomUUID()}`,
            PhoneNumber: phone,
            Fee: failure ? 0 : 1,
            SessionContext: '',
            Code: failure ? failure.code : 'Ok',
            Message: failure ? failure.message : 'send success',
            IsoCode: 'CN',
          }
        }),
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://sms.localhost:${port}`,
    /** Requests that passed the signature check and were sent. */
    received,
    /** Error codes answered, in order. */
    refusals,
    /** The next accepted request fails with this code: as a thrown API error or in SendStatusSet. */
    failNext(code: string, message: string, as: 'error' | 'status') {
      scripted.push({ code, message, as })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const incorrectPhone = {
  code: 'InvalidParameterValue.IncorrectPhoneNumber',
  message: 'incorrect phone number',
}
