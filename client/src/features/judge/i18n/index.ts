import { addNamespace } from '../../../i18n/namespaces'
import { en } from './en'
import { zh } from './zh'

/** The judges' console: the exam list and the live control of an exam: the namespace, registered when the feature's code loads. */
export const judgeNs = addNamespace('judge', { zh, en })
