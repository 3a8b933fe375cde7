import { addNamespace } from '../../../i18n/namespaces'
import { en } from './en'
import { zh } from './zh'

/** The lexicon's namespace, registered when the lexicon's code loads. */
export const lexiconNs = addNamespace('lexicon', { zh, en })
