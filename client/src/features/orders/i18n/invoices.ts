import { addNamespace } from '../../../i18n/namespaces'
import { invoicesEn } from './invoices-en'
import { invoicesZh } from './invoices-zh'

/** The invoices' and reconciliation's namespace, registered when their code loads. */
export const invoicesNs = addNamespace('orderInvoices', { zh: invoicesZh, en: invoicesEn })
