import { addNamespace } from '../../../i18n/namespaces'
import { en } from './en'
import { zh } from './zh'

/** The study plans' namespace, registered when the study plans' code loads. */
export const studyPlansNs = addNamespace('studyPlans', { zh, en })
