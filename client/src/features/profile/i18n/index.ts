import { addNamespace } from '../../../i18n/namespaces'
import { en } from './en'
import { zh } from './zh'

/** The profile's namespace, registered when the profile's code loads. */
export const profileNs = addNamespace('profile', { zh, en })
