import { getCharacterBankPassword } from '@spell/shared/api/students/character-bank-password'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

const characterBankPasswordQueryOptions = () =>
  queryOptions({
    queryKey: ['student', 'characterBankPassword'],
    queryFn: ({ signal }) => callApi(getCharacterBankPassword, {}, { signal }),
    staleTime: 30_000,
  })

/** Asked only once the entry is paid: the server refuses everyone else. */
export const useCharacterBankPassword = () => useQuery(characterBankPasswordQueryOptions())
