import type { CallInput } from '@spell/shared'
import { unlockCharacterBank } from '@spell/shared/api/public-site/character-bank'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/** The character bank password, checked by the server; the answer is the season's lexicon preview. */
export const useUnlockCharacterBank = () =>
  useMutation({
    mutationFn: (input: CallInput<typeof unlockCharacterBank>) => callApi(unlockCharacterBank, input),
  })
