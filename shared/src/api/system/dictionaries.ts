import { z } from 'zod'
import { defineCall } from '../contract'

export const dictItemSchema = z.object({
  dictType: z.string(),
  dictValue: z.string(),
  dictLabel: z.string(),
  dictLabelEn: z.string(),
  dictSort: z.number().int(),
})

/** A dictionary by type, e.g. c_topic (the specification's dict/getSysDictDataList and dict/queryDictList). */
export const getSysDictDataList = defineCall({
  method: 'GET',
  paths: ['/dict/getSysDictDataList', '/dict/queryDictList'],
  request: z.object({ dictType: z.string().trim().min(1).max(64) }),
  response: z.array(dictItemSchema),
})
