import { addNamespace } from '../../../i18n/namespaces'
import { en } from './en'
import { zh } from './zh'

/** The club courses' namespace, registered when the courses' code loads. */
export const coursesNs = addNamespace('courses', { zh, en })
