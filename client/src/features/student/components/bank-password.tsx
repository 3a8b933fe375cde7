import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LoadingText } from '../../../components/loading-text'
import { PlainAlert } from '../../../components/plain-alert'
import { paths } from '../../../config/paths'
import { useCharacterBankPassword } from '../api/character-bank-password'
import { studentNs } from '../i18n'

/** The season's character bank password for a paid entrant, and the way to the page it opens. */
export function BankPassword() {
  const { t } = useTranslation(studentNs)
  const bank = useCharacterBankPassword()
  if (bank.isPending) return <LoadingText text={t('loading')} />
  if (bank.isError) return <PlainAlert title={bank.error.message} />
  const { season, password } = bank.data
  if (!password) return <p>{t('bankPasswordLater', { season })}</p>
  return (
    <p>
      {t('bankPassword', { season })}
      <strong>{password}</strong> <Link to={paths.speCharacterBank}>{t('openBank')}</Link>
    </p>
  )
}
