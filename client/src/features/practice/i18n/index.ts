import { addNamespace } from '../../../i18n/namespaces'
import { en } from './en'
import { zh } from './zh'

/** Fun learning's namespace, registered when the practice pages load. */
export const practiceNs = addNamespace('practice', { zh, en })
