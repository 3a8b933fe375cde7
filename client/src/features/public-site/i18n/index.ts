import { addNamespace } from '../../../i18n/namespaces'
import { en } from './en'
import { zh } from './zh'

/** The public pages' interface texts, registered when the public pages' code loads. */
export const publicSiteNs = addNamespace('publicSite', { zh, en })
