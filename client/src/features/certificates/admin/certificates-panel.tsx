import { Tabs } from 'antd'
import { useCertificateAdminCopy } from './admin-copy'
import { CertificateListTab } from './certificate-list-tab'
import { IssueFromExamTab } from './issue-from-exam-tab'
import { ResultsImportTab } from './results-import-tab'

/** The committee's certificates: issue from a semi-final's results, import final results, list and revoke. */
export function CertificatesPanel() {
  const { copy } = useCertificateAdminCopy()
  return (
    <section style={{ padding: '20px 24px 28px' }}>
      <h1 style={{ margin: '0 0 16px', fontSize: 22 }}>{copy.title}</h1>
      <Tabs
        items={[
          { key: 'exam', label: copy.tabs.exam, children: <IssueFromExamTab /> },
          { key: 'import', label: copy.tabs.import, children: <ResultsImportTab /> },
          { key: 'list', label: copy.tabs.list, children: <CertificateListTab /> },
        ]}
      />
    </section>
  )
}
