import { addNamespace } from '../../../i18n/namespaces'
import { en } from './en'
import { zh } from './zh'

/** The sign-in, registration and password-reset texts: the namespace, registered when the feature's code loads. */
export const authNs = addNamespace('auth', { zh, en })
