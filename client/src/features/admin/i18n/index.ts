import { addNamespace } from '../../../i18n/namespaces'
import { en } from './en'
import { zh } from './zh'

/** The committee's back office: school registrations, staff accounts, volunteers and the staff sign-in (admin): the namespace, registered when the feature's code loads. */
export const adminNs = addNamespace('admin', { zh, en })
