import { addNamespace } from '../../../i18n/namespaces'
import { en } from './en'
import { zh } from './zh'

/** The teams' namespace, registered when the teams' code loads. */
export const teamsNs = addNamespace('teams', { zh, en })
