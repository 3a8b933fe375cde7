import { InfoPage } from '../components/info-page'
import { spellerFaqs } from '../content/spellers'

/** /speFaqs: fees, payment, status, receipts and refunds. */
export default function Page() {
  return <InfoPage content={spellerFaqs} />
}
