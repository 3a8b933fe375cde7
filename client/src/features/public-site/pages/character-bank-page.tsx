import { LockOutlined } from '@ant-design/icons'
import { zodResolver } from '@hookform/resolvers/zod'
import { characterBankUnlockSchema } from '@spell/shared/api/public-site/character-bank'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { z } from 'zod'
import { FormField } from '../../../components/form-field'
import { PlainButton } from '../../../components/plain-button'
import { PlainForm } from '../../../components/plain-form'
import { PasswordInput } from '../../../components/text-input'
import { paths } from '../../../config/paths'
import { useLoginState } from '../../../hooks/use-login-state'
import { useCheckBasicInfo } from '../api/check-basic-info'
import { useUnlockCharacterBank } from '../api/unlock-character-bank'
import { InfoBlock } from '../components/info-blocks'
import styles from '../components/info-page.module.css'
import { characterBank } from '../content/spellers'
import { publicSiteNs } from '../i18n'
import { useLang, usePageDescription } from '../use-lang'
import bank from './character-bank-page.module.css'

type FormValues = z.input<typeof characterBankUnlockSchema>

/** /speCharacterBank: 14 / 2000+ / 1200, the entry to the bank (basic-info check), and the locked area. */
export default function CharacterBankPage() {
  const { t } = useTranslation(publicSiteNs)
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
            {t('characterBank.enterTitle')}
          </h2>
          <p className={styles.paragraph}>{t('characterBank.enterText')}</p>
        </div>
        <PlainButton type="primary" size="large" onClick={enter} loading={check.isPending}>
          {t(loggedIn && isStudent ? 'characterBank.enter' : 'characterBank.loginFirst')}
        </PlainButton>
      </section>

      <section className={bank.locked} aria-labelledby="locked-title">
        <h2 id="locked-title" className={styles.blockTitle}>
          <LockOutlined aria-hidden className={bank.lockIcon} />
          {t('characterBank.lockedTitle')}
        </h2>
        <p className={styles.paragraph}>{t('characterBank.lockedNote')}</p>
        {!lexicon && (
          <PlainForm onSubmit={submit} className={bank.form}>
            <FormField
              control={form.control}
              name="password"
              id="character-bank-password"
              label={t('characterBank.password')}
            >
              {(field) => <PasswordInput {...field} maxLength={64} autoComplete="off" />}
            </FormField>
            <PlainButton type="primary" htmlType="submit" loading={unlock.isPending}>
              {t('characterBank.submit')}
            </PlainButton>
          </PlainForm>
        )}
        {lexicon && (
          <div className={bank.opened} role="status">
            <p className={bank.openedTitle}>{t('characterBank.opened', { season: lexicon.season })}</p>
            <p className={styles.paragraph}>{t('characterBank.previewNote')}</p>
            <ul className={bank.sections}>
              {lexicon.sections.map((section) => (
                <li key={section.key} className={bank.section}>
                  <h3 className={styles.cardTitle}>{pick(section.name)}</h3>
                  <p className={bank.size}>{t('characterBank.characters', { n: section.size })}</p>
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
