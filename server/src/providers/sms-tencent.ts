import { sms } from 'tencentcloud-sdk-nodejs-sms'
import { MessagingError, type SendFailureKind, type SmsProvider } from './messaging-provider'
import type { MessagingSettings } from './messaging-settings'
import { smsParams, smsTemplates } from './sms-messages'
import { tencentHttpProfile } from './tencent-endpoint'

type TencentSettings = Extract<MessagingSettings['sms'], { provider: 'tencent' }>

/**
 * SMS through Tencent Cloud (SendSms, API 2021-01-11, with the official SDK). Tencent sends only
 * approved templates: each kind of message goes out with its own template (the settings named in
 * sms-messages.ts, e.g. TENCENT_SMS_TEMPLATE_ID for codes with the parameters [code, minutes]) under
 * the approved signature.
 *
 * The endpoint is a host (sms.tencentcloudapi.com, by default over HTTPS) or a URL with its scheme
 * (http://sms.localhost:8080). Names under .localhost are the machine itself (RFC 6761), so a local
 * stand-in can be addressed by a name whose first label is the service, as the signature needs.
 */
export function tencentSms(settings: TencentSettings): SmsProvider {
  const client = new sms.v20210111.Client({
    credential: { secretId: settings.secretId, secretKey: settings.secretKey },
    region: settings.region,
    profile: {
      signMethod: 'TC3-HMAC-SHA256',
      // A person is waiting for the code: seconds, not the SDK's default minute.
      httpProfile: { ...tencentHttpProfile(settings.endpoint, 'TENCENT_SMS_ENDPOINT'), reqTimeout: 10 },
    },
  })
  return {
    async sendSms(message) {
      const phone = e164(message.to)
      const { setting } = smsTemplates[message.kind]
      let answer: Awaited<ReturnType<typeof client.SendSms>>
      try {
        answer = await client.SendSms({
          PhoneNumberSet: [phone],
          SmsSdkAppId: settings.sdkAppId,
          SignName: settings.signName,
          TemplateId: settings.templateIds[message.kind],
          TemplateParamSet: smsParams(message),
        })
      } catch (error) {
        const e = (error ?? {}) as { code?: string; httpCode?: number }
        throw tencentFailure(e.code ?? (e.httpCode ? `HTTP ${e.httpCode}` : 'network'), setting)
      }
      const status = answer.SendStatusSet?.find((s) => s.PhoneNumber === phone) ?? answer.SendStatusSet?.[0]
      if (!status) throw tencentFailure('NoSendStatus', setting)
      if (status.Code !== 'Ok') throw tencentFailure(status.Code ?? 'unknown', setting)
    },
  }
}

/** 13900000009 → +8613900000009; a number given with its + country code is kept. */
export function e164(phone: string): string {
  const digits = phone.replace(/[\s-]/g, '')
  if (digits.startsWith('+')) return digits
  if (digits.startsWith('0086')) return `+${digits.slice(2)}`
  if (/^86\d{11}$/.test(digits)) return `+${digits}`
  return `+86${digits}`
}

/**
 * Tencent Cloud's documented SMS error codes (the API's Error.Code, or SendStatusSet[].Code) and what
 * they mean for the person waiting and for whoever reads the log.
 */
const causes: Record<string, [SendFailureKind, string]> = {
  'LimitExceeded.PhoneNumberDailyLimit': ['recipientLimited', 'this number reached its daily SMS limit'],
  'LimitExceeded.PhoneNumberOneHourLimit': ['recipientLimited', 'this number reached its hourly SMS limit'],
  'LimitExceeded.PhoneNumberThirtySecondLimit': [
    'recipientLimited',
    'this number was sent an SMS less than 30 s ago',
  ],
  'LimitExceeded.PhoneNumberSameContentDailyLimit': [
    'recipientLimited',
    'this number reached its daily limit of identical messages',
  ],
  'LimitExceeded.DeliveryFrequencyLimit': [
    'recipientLimited',
    'the frequency limit policy refused this send',
  ],
  'LimitExceeded.AppDailyLimit': ['unavailable', "the SMS application's daily limit is reached"],
  'LimitExceeded.DailyLimit': ['unavailable', "the account's daily SMS limit is reached"],
  'InvalidParameterValue.IncorrectPhoneNumber': ['recipientRejected', 'the phone number is not valid'],
  'FailedOperation.PhoneNumberInBlacklist': [
    'recipientRejected',
    "the number is on the operator's do-not-disturb list",
  ],
  'FailedOperation.InsufficientBalanceInSmsPackage': ['unavailable', 'the SMS package is used up: top it up'],
  'FailedOperation.TemplateIncorrectOrUnapproved': [
    'unavailable',
    'the template is not approved or does not match',
  ],
  'FailedOperation.TemplateParamSetNotMatchApprovedTemplate': [
    'unavailable',
    "the parameters do not match the approved template's variables",
  ],
  'FailedOperation.TemplateUnapprovedOrNotExist': [
    'unavailable',
    'the template is not approved or does not exist',
  ],
  'InvalidParameterValue.TemplateParameterFormatError': [
    'unavailable',
    'a verification-code template takes only 0 to 6 digits per variable',
  ],
  'InvalidParameterValue.TemplateParameterLengthLimit': [
    'unavailable',
    "a parameter is longer than 12 characters, which only an organisation's (enterprise) account may send",
  ],
  'FailedOperation.SignatureIncorrectOrUnapproved': [
    'unavailable',
    'the signature is not approved (TENCENT_SMS_SIGN_NAME)',
  ],
  'FailedOperation.ContainSensitiveWord': ['unavailable', 'the message contains a sensitive word'],
  'FailedOperation.FailResolvePacket': ['unavailable', 'Tencent Cloud could not parse the request'],
  'UnauthorizedOperation.SmsSdkAppIdVerifyFail': [
    'unavailable',
    'the SdkAppId does not belong to this key (TENCENT_SMS_SDK_APP_ID)',
  ],
  'InvalidParameterValue.SdkAppIdNotExist': [
    'unavailable',
    'the SdkAppId does not exist (TENCENT_SMS_SDK_APP_ID)',
  ],
  'UnauthorizedOperation.RequestIpNotInWhitelist': [
    'unavailable',
    "this server's address is not on the allow list",
  ],
  'AuthFailure.SignatureFailure': [
    'unavailable',
    'the request signature was refused: check TENCENT_SMS_SECRET_KEY',
  ],
  'AuthFailure.SecretIdNotFound': ['unavailable', 'the key does not exist: check TENCENT_SMS_SECRET_ID'],
  'AuthFailure.SignatureExpire': ['unavailable', "the server's clock is more than 5 minutes off"],
  'AuthFailure.UnauthorizedOperation': ['unavailable', 'the key may not send SMS (CAM policy)'],
  'InternalError.Timeout': ['unavailable', 'Tencent Cloud timed out: try again'],
  RequestLimitExceeded: ['unavailable', 'too many API requests per second'],
}

/** The error a code stands for; a template's problems name the setting of the template used. */
function tencentFailure(providerCode: string, templateSetting: string): MessagingError {
  const known = causes[providerCode]
  if (known) {
    const [kind, cause] = known
    const message = /^(FailedOperation|InvalidParameterValue)\.Template/.test(providerCode)
      ? `${cause} (${templateSetting})`
      : cause
    return new MessagingError('tencent', providerCode, kind, message)
  }
  if (providerCode.startsWith('LimitExceeded.PhoneNumber'))
    return new MessagingError(
      'tencent',
      providerCode,
      'recipientLimited',
      'a limit for this number was reached',
    )
  if (providerCode === 'network' || providerCode.startsWith('HTTP '))
    return new MessagingError(
      'tencent',
      providerCode,
      'unavailable',
      'Tencent Cloud SMS could not be reached',
    )
  return new MessagingError('tencent', providerCode, 'unavailable', `Tencent Cloud SMS refused the message`)
}
