import { addNamespace } from '../../../i18n/namespaces'
import { en } from './en'
import { zh } from './zh'

/** The certificates' namespace, registered when the certificate management's code loads. */
export const certificatesNs = addNamespace('certificates', { zh, en })
