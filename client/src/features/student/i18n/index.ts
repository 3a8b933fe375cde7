import { addNamespace } from '../../../i18n/namespaces'
import { en } from './en'
import { zh } from './zh'

/** The student area's namespace, registered when its code loads. */
export const studentNs = addNamespace('student', { zh, en })
