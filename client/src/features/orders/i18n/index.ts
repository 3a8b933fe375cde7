import { addNamespace } from '../../../i18n/namespaces'
import { en } from './en'
import { zh } from './zh'

/** The orders' namespace, registered when the orders' code loads. */
export const ordersNs = addNamespace('orders', { zh, en })
