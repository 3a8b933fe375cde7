import { useQuery } from '@tanstack/react-query'
import { schoolListQueryOptions } from '../../../components/use-school-list'

/** Every approved school (no region filter), for binding club teachers. */
export const useAllSchools = (enabled = true) => useQuery({ ...schoolListQueryOptions(), enabled })
