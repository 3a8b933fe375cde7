import type { SmsKind } from './sms-messages'

/**
 * How SMS and e-mail leave the server, as read from the environment by config.ts and handed to
 * createMessaging in messaging.ts. The outbox keeps messages in the database (development and
 * staging); production needs a real provider for each channel unless MESSAGING_OUTBOX_ALLOWED=1.
 */
export interface MessagingSettings {
  /** MESSAGING_OUTBOX_ALLOWED=1: a staging site may keep codes in the outbox in production. */
  outboxAllowed: boolean
  /** MAIL_PROVIDER: outbox (default outside production) or smtp. */
  mail:
    | { provider: 'outbox' }
    | {
        provider: 'smtp'
        /** SMTP_URL, e.g. smtps://user:password@smtp.example.cn:465 */
        url: string
        /** MAIL_FROM, e.g. "中英双语汉字拼写大赛 <noreply@example.cn>" */
        from: string
      }
  /** SMS_PROVIDER: outbox (default outside production) or tencent (Tencent Cloud SMS). */
  sms:
    | { provider: 'outbox' }
    | {
        provider: 'tencent'
        /** TENCENT_SMS_SECRET_ID / TENCENT_SMS_SECRET_KEY: the API key pair (CAM). */
        secretId: string
        secretKey: string
        /** TENCENT_SMS_SDK_APP_ID: the SMS application's SdkAppId. */
        sdkAppId: string
        /** TENCENT_SMS_SIGN_NAME: the approved signature, e.g. 中英双语汉字拼写大赛. */
        signName: string
        /**
         * The approved template of each kind of SMS: TENCENT_SMS_TEMPLATE_ID (codes),
         * TENCENT_SMS_REVIEW_TEMPLATE_ID, TENCENT_SMS_PAPERS_SENT_TEMPLATE_ID and
         * TENCENT_SMS_SCORES_RELEASED_TEMPLATE_ID; their parameters are in sms-messages.ts.
         */
        templateIds: Record<SmsKind, string>
        /** TENCENT_SMS_REGION, default ap-guangzhou. */
        region: string
        /** TENCENT_SMS_ENDPOINT, default sms.tencentcloudapi.com (tests point it at a local stand-in). */
        endpoint: string
      }
}
