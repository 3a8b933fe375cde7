/**
 * The confirmation e-mail of a paid entry or an approved paper application, in both languages: what
 * was confirmed, then the season's character bank password and where it opens the bank. The password
 * goes as the message's secret code, so the production outbox masks it and no log line shows it.
 */
export function characterBankConfirmation({
  to,
  subject,
  confirmed,
  password,
  publicUrl,
  reader,
}: {
  to: string
  subject: { zh: string; en: string }
  confirmed: { zh: string; en: string }
  /** Undefined while the committee has not set the season's password. */
  password: string | undefined
  publicUrl: string
  /** A student can read the password in their own area; a school passes it on to its spellers. */
  reader: 'student' | 'school'
}) {
  const bank = new URL('/speCharacterBank', publicUrl).toString()
  const zh = password
    ? [
        `本赛季字库密码：${password}`,
        `在 ${bank} 输入密码即可查看本赛季字库。`,
        reader === 'student' ? '登录后在个人中心也可随时查看字库密码。' : '请将字库密码告知参赛学生。',
      ]
    : [
        reader === 'student'
          ? '本赛季字库密码尚未公布，公布后请登录个人中心查看。'
          : '本赛季字库密码尚未公布，如需请联系组委会。',
      ]
  const en = password
    ? [
        `This season's character bank password: ${password}`,
        `Enter it at ${bank} to open this season's character bank.`,
        reader === 'student'
          ? 'You can also find it in your student area after logging in.'
          : 'Please pass it on to your spellers.',
      ]
    : [
        reader === 'student'
          ? "This season's character bank password is not published yet: log in to your student area to see it once it is."
          : "This season's character bank password is not published yet: ask the committee for it.",
      ]
  return {
    to,
    subject: `${subject.zh} / ${subject.en}`,
    text: [`【中英双语汉字拼写大赛】${confirmed.zh}`, ...zh, '', confirmed.en, ...en].join('\n'),
    ...(password ? { code: password, secret: true } : {}),
  }
}
