import { addNamespace } from '../../../i18n/namespaces'
import { en } from './en'
import { zh } from './zh'

/** The committee's seasons, schedules and semi-final exams (admin): the namespace, registered when the feature's code loads. */
export const examAdminNs = addNamespace('examAdmin', { zh, en })
