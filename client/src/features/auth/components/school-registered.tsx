import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PlainButton } from '../../../components/plain-button'
import { paths } from '../../../config/paths'
import { currentLang } from '../../../i18n'
import { useSharedTranslate } from '../../../lib/shared-messages'
import { authNs } from '../i18n'
import { AuthCard } from './auth-card'
import { AuthDone } from './auth-done'

/** The registration is in: the committee reviews it before the school can sign in. */
export function SchoolRegistered() {
  const { t } = useTranslation(authNs)
  const navigate = useNavigate()
  // The server's own words for a registration that is in, from the shared dictionary (fetched now).
  const translate = useSharedTranslate()
  return (
    <AuthCard glyph="校" title={t('school.title')}>
      <AuthDone
        title={translate?.('school.registered', currentLang()) ?? ''}
        text={t('school.reviewNote')}
        action={
          <PlainButton type="primary" size="large" onClick={() => navigate(paths.chnEngLogin)}>
            {t('school.toLogin')}
          </PlainButton>
        }
      />
    </AuthCard>
  )
}
