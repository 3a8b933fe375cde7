import { characterBankUnlockSchema } from '@spell/shared/api/public-site/character-bank'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { z } from 'zod'
import { FormField } from '../../../components/form-field'
import { Island } from '../../../components/island'
import { PlainButton } from '../../../components/plain-button'
import { PlainForm } from '../../../components/plain-form'
import { PasswordInput } from '../../../components/text-input'
import { paths } from '../../../config/paths'
import { useLoginState } from '../../../hooks/use-login-state'
import { formResolver } from '../../../lib/form-resolver'
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
  const { pick } = useLang()
  usePageDescription(characterBank.description)
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
      <Island name="character-bank-doors">
        <CharacterBankDoors />
      </Island>
    </div>
  )
}

/** The entry to the bank and the locked area opened with the season's password (an island). */
export function CharacterBankDoors() {
  const { t } = useTranslation(publicSiteNs)
  const { pick } = useLang()
  const navigate = useNavigate()
  const { loggedIn, isStudent } = useLoginState()
  const check = useCheckBasicInfo()
  const unlock = useUnlockCharacterBank()
  const form = useForm<FormValues>({
    resolver: formResolver(characterBankUnlockSchema),
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
    <>
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
          <svg className={bank.lockIcon} viewBox="64 64 896 896" aria-hidden="true" focusable="false">
            <path d={LOCK} />
          </svg>
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
    </>
  )
}

/** antd's LockOutlined, drawn here so that the page loads nothing of antd's icons. */
const LOCK =
  'M832 464h-68V240c0-70.7-57.3-128-128-128H388c-70.7 0-128 57.3-128 128v224h-68c-17.7 0-32 14.3-32 32v384c0 17.7 14.3 32 32 32h640c17.7 0 32-14.3 32-32V496c0-17.7-14.3-32-32-32zM332 240c0-30.9 25.1-56 56-56h248c30.9 0 56 25.1 56 56v224H332V240zm460 600H232V536h560v304zM484 701v53c0 4.4 3.6 8 8 8h40c4.4 0 8-3.6 8-8v-53a48.01 48.01 0 10-56 0z'
