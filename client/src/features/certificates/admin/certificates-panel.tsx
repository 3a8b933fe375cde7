import { Tabs } from 'antd'
import { useTranslation } from 'react-i18next'
import { certificatesNs } from '../i18n'
import { CertificateListTab } from './certificate-list-tab'
import { IssueFromExamTab } from './issue-from-exam-tab'
import { ResultsImportTab } from './results-import-tab'

/** The committee's certificates: issue from a semi-final's results, import final results, list and revoke. */
export function CertificatesPanel() {
  const { t } = useTranslation(certificatesNs)
  return (
    <section style={{ padding: '20px 24px 28px' }}>
      <h1 style={{ margin: '0 0 16px', fontSize: 22 }}>{t('title')}</h1>
      <Tabs
        items={[
          { key: 'exam', label: t('tabs.exam'), children: <IssueFromExamTab /> },
          { key: 'import', label: t('tabs.import'), children: <ResultsImportTab /> },
          { key: 'list', label: t('tabs.list'), children: <CertificateListTab /> },
        ]}
      />
    </section>
  )
}
