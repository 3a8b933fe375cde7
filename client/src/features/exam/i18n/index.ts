import { addNamespace } from '../../../i18n/namespaces'
import { en } from './en'
import { zh } from './zh'

/** The student's exam: the semi-final's pages and the sample paper: the namespace, registered when the feature's code loads. */
export const examNs = addNamespace('exam', { zh, en })
