import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './captcha-input.module.css'
import { TextInput } from './text-input'
import type { Captcha } from './use-captcha'

type CaptchaInputProps = Omit<ComponentProps<typeof TextInput>, 'maxLength' | 'autoComplete'> & {
  captcha: Captcha
}

/** The answer box and the captcha's picture beside it; a click on the picture draws a new one. */
export function CaptchaInput({ captcha, placeholder, ...input }: CaptchaInputProps) {
  const { t } = useTranslation()
  return (
    <div className={styles.row}>
      <TextInput
        {...input}
        placeholder={placeholder ?? t('components.captcha.placeholder')}
        maxLength={4}
        autoComplete="off"
      />
      <button
        type="button"
        className={styles.picture}
        onClick={() => void captcha.refetch()}
        aria-label={t('components.captcha.redraw')}
        title={t('components.captcha.redraw')}
      >
        {captcha.data && !captcha.isFetching ? (
          <img src={captcha.data.image} alt={t('components.captcha.alt')} width={120} height={44} />
        ) : (
          <span className={styles.wait} />
        )}
      </button>
    </div>
  )
}
