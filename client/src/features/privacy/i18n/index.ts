import { addNamespace } from '../../../i18n/namespaces'
import { en } from './en'
import { zh } from './zh'

/** The privacy feature's namespace, registered when its code loads. */
export const privacyNs = addNamespace('privacy', { zh, en })
