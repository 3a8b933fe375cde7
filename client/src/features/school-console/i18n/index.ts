import { addNamespace } from '../../../i18n/namespaces'
import { en } from './en'
import { zh } from './zh'

/** The school console's namespace, registered when the console's code loads. */
export const schoolConsoleNs = addNamespace('schoolConsole', { zh, en })
