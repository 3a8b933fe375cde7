import { checkBasicsUserInfo } from '@spell/shared/api/users/basic-info'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/** 200 lets a speller into the character bank; 2014 makes the request client prompt to complete the profile. */
export const useCheckBasicInfo = () => useMutation({ mutationFn: () => callApi(checkBasicsUserInfo, {}) })
