import { getCWordStrokes } from '@spell/shared/api/lexicon/words'
import { callApi } from '../../../lib/request'

/** hanzi-writer's charDataLoader: stroke data from our server instead of a CDN. */
export const loadStrokes = (cword: string) => callApi(getCWordStrokes, { cword }, { silent: true })
