import { LockOutlined } from '@ant-design/icons'
import { zodResolver } from '@hookform/resolvers/zod'
import { characterBankUnlockSchema } from '@spell/shared/api/public-site/character-bank'
import { Button, Form, Input } from 'antd'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { z } from 'zod'
import { FormField } from '../../../components/form-field'
import { paths } from '../../../config/paths'
import { useLoginState } from '../../../hooks/use-login-state'
import { useCheckBasicInfo } from '../api/check-basic-info'
import { useUnlockCharacterBank } from '../api/unlock-character-bank'
import { InfoBlock } from '../components/info-blocks'
import styles from '../components/info-page.module.css'
import { characterBank } from '../content/spellers'
import { useLang, usePageDescription } from '../use-lang'
import bank from './character-bank-page.module.css'

type FormValues = z.input<typeof characterBankUnlockSchema>

const texts = {
  enterTitle: { zh: '进入字库', en: 'Open the character bank' },
  enterText: {
    zh: '报名选手登录后可在线学习完整字库：拼音、英文释义、古文字字形和读音。进入前会检查您的基本信息是否完整。',
    en: 'Registered spellers study the full bank online after logging in: pinyin, English meanings, ancient forms and sound. We check that your basic information is complete first.',
  },
  enter: { zh: '进入字库', en: 'Open the character bank' },
  loginFirst: { zh: '登录后进入字库', en: 'Log in to open the character bank' },
  lockedTitle: { zh: '字库密码', en: 'Character bank password' },
  lockedNote: {
    zh: '本区域已加密。密码在您的报名确认邮件中，输入后即可查看本赛季字库。',
    en: "This area is locked. The password is in your application confirmation e-mail; enter it to see this season's character bank.",
  },
  password: { zh: '密码', en: 'Password' },
  submit: { zh: '解锁', en: 'Unlock' },
  opened: { zh: '{{season}} 赛季字库已解锁', en: 'The {{season}} character bank is unlocked' },
  characters: { zh: '{{n}} 字', en: '{{n}} characters' },
  previewNote: {
    zh: '以下为各字库的前几个字。登录后进入字库可查看全部内容并收听读音。',
    en: 'Below are the first characters of each list. Log in and open the character bank to see them all and hear them read.',
  },
}

/** /speCharacterBank: 14 / 2000+ / 1200, the entry to the bank (basic-info check), and the locked area. */
export default function CharacterBankPage() {
  const { pick } = useLang()
  usePageDescription(characterBank.description)
  const navigate = useNavigate()
  const { loggedIn, isStudent } = useLoginState()
  const check = useCheckBasicInfo()
  const unlock = useUnlockCharacterBank()
  const form = useForm<FormValues>({
    resolver: zodResolver(characterBankUnlockSchema),
    defaultValues: { password: '' },
  })

  const enter = async () => {
    if (!loggedIn || !isStudent) {
      navigate(`${paths.chnEngLogin}?pushUrl=${encodeURIComponent(paths.stuLexiconIndex)}`)
      return
    }
    try {
      await check.mutateAsync()
      navigate(paths.stuLexiconIndex)
    } catch {
      // 2014 opened the complete-your-information prompt; other failures were shown by the request client.
    }
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      await unlock.mutateAsync(values)
    } catch {
      form.setValue('password', '')
    }
  })
  const lexicon = unlock.data

  return (
    <div className={styles.page}>
      <section className={styles.lead} aria-labelledby="lead-title">
        <div>
          <h2 id="lead-title" className={styles.leadTitle}>
            {pick(characterBank.lead.title)}
          </h2>
          <p className={styles.leadText}>{pick(characterBank.lead.text)}</p>
        </div>
      </section>
      <InfoBlock block={{ kind: 'stats', id: 'figures', items: characterBank.stats }} />

      <section className={bank.enter} aria-labelledby="enter-title">
        <div>
          <h2 id="enter-title" className={styles.blockTitle}>
            {pick(texts.enterTitle)}
          </h2>
          <p className={styles.paragraph}>{pick(texts.enterText)}</p>
        </div>
        <Button type="primary" size="large" onClick={enter} loading={check.isPending}>
          {pick(loggedIn && isStudent ? texts.enter : texts.loginFirst)}
        </Button>
      </section>

      <section className={bank.locked} aria-labelledby="locked-title">
        <h2 id="locked-title" className={styles.blockTitle}>
          <LockOutlined aria-hidden className={bank.lockIcon} />
          {pick(texts.lockedTitle)}
        </h2>
        <p className={styles.paragraph}>{pick(texts.lockedNote)}</p>
        {!lexicon && (
          <Form layout="vertical" onFinish={submit} requiredMark={false} className={bank.form}>
            <FormField
              control={form.control}
              name="password"
              id="character-bank-password"
              label={pick(texts.password)}
            >
              {(field) => <Input.Password {...field} maxLength={64} autoComplete="off" />}
            </FormField>
            <Button type="primary" htmlType="submit" loading={unlock.isPending}>
              {pick(texts.submit)}
            </Button>
          </Form>
        )}
        {lexicon && (
          <div className={bank.opened} role="status">
            <p className={bank.openedTitle}>{pick(texts.opened).replace('{{season}}', lexicon.season)}</p>
            <p className={styles.paragraph}>{pick(texts.previewNote)}</p>
            <ul className={bank.sections}>
              {lexicon.sections.map((section) => (
                <li key={section.key} className={bank.section}>
                  <h3 className={styles.cardTitle}>{pick(section.name)}</h3>
                  <p className={bank.size}>{pick(texts.characters).replace('{{n}}', String(section.size))}</p>
                  <ul className={bank.characters}>
                    {section.preview.map((entry) => (
                      <li key={entry.character} lang="zh-CN">
                        <span className={bank.character}>{entry.character}</span>
                        <span className={bank.pinyin}>{entry.pinyin}</span>
                        <span className={bank.meaning} lang="en">
                          {entry.meaning}
                        </span>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
    </div>
  )
}
