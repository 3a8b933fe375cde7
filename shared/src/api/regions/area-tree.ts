import { z } from 'zod'
import { defineCall } from '../contract'

export interface AreaNode {
  id: string
  name: string
  areas?: AreaNode[]
}
export const areaNodeSchema: z.ZodType<AreaNode> = z.lazy(() =>
  z.object({ id: z.string().regex(/^\d{6}$/), name: z.string(), areas: z.array(areaNodeSchema).optional() }),
)

/** The province → city → district tree for cascaders (6-digit codes). */
export const getAreaTree = defineCall({
  method: 'GET',
  paths: ['/web/getAreaTree'],
  request: z.object({}),
  response: z.array(areaNodeSchema),
})

/** A place picked in a cascader: codes and names of province, city and district. */
export const placeFields = {
  provinceCode: z.string({ error: 'area.required' }).regex(/^\d{6}$/, 'area.required'),
  cityCode: z.string({ error: 'area.required' }).regex(/^\d{6}$/, 'area.required'),
  // Some cities (东莞, 中山, 儋州) have no district level: the district may be empty.
  areaCode: z.union([z.string().regex(/^\d{6}$/), z.literal('')]).default(''),
  province: z.string().trim().max(60).default(''),
  city: z.string().trim().max(60).default(''),
  area: z.string().trim().max(60).default(''),
}
