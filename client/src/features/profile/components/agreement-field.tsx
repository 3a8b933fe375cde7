import { Checkbox, Form } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { profileNs } from '../i18n'

/**
 * The box "I have read and agree to the User Agreement and Privacy Policy", which every save needs
 * ticked. `ensure()` answers whether it is ticked and, when it is not, shows why under the box.
 */
export function useAgreementField() {
  const { t } = useTranslation(profileNs, { keyPrefix: 'form' })
  const [agreed, setAgreed] = useState(false)
  const [tried, setTried] = useState(false)
  const missing = tried && !agreed

  const field = (
    <Form.Item
      validateStatus={missing ? 'error' : undefined}
      help={missing ? t('agreementRequired') : undefined}
    >
      <Checkbox id="profile-agreement" checked={agreed} onChange={(e) => setAgreed(e.target.checked)}>
        {t('agreement')}
        <Link to={paths.userAgreement} target="_blank" onClick={(e) => e.stopPropagation()}>
          {t('agreementLink')}
        </Link>
      </Checkbox>
    </Form.Item>
  )
  const ensure = () => {
    setTried(true)
    return agreed
  }
  return { field, ensure }
}
