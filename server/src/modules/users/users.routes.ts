import { codeTypes } from '@spell/shared/api/accounts/codes'
import { checkBasicsUserInfo, getBasicsUserInfo, saveBasicsUser } from '@spell/shared/api/users/basic-info'
import { getUserInformation } from '@spell/shared/api/users/user-information'
import { Router } from 'express'
import type { AppServices } from '../../app-services'
import { AppError } from '../../http/app-error'
import { mountCall } from '../../http/define-route'
import { describeUserById } from '../accounts/login-result'
import { checkCode } from '../codes/codes.service'
import {
  assertBasicInfoSavable,
  idNumberToSave,
  isBasicInfoComplete,
  readBasicInfo,
  saveBasicInfo,
} from './basic-info.service'

/**
 * The student's basic information (sysUser + sysUserInfo), saved with an SMS code (type 9), and who is
 * signed in for any role.
 */
export function userRoutes({ db, store, personalData }: AppServices) {
  const router = Router()
  const student = { access: ['student'] as const }

  mountCall(router, getBasicsUserInfo, student, (_input, { user }) =>
    readBasicInfo(db, personalData, user.id),
  )

  mountCall(router, saveBasicsUser, student, async (input, { user, req }) => {
    const idNumber = await idNumberToSave(db, personalData, user.id, input.sysUser, req.lang)
    await assertBasicInfoSavable(db, user.id, input, idNumber)
    const phone = input.sysUser.phone
    if (!(await checkCode(store, { target: phone, codeType: codeTypes.basicInfo, code: input.code }))) {
      throw new AppError('invalidInput', 'code.wrong')
    }
    await saveBasicInfo(db, personalData, user.id, input, idNumber)
    return null
  })

  mountCall(router, checkBasicsUserInfo, student, async (_input, { user }) => {
    if (!(await isBasicInfoComplete(db, user.id))) throw new AppError('incompleteInfo')
    return null
  })

  mountCall(router, getUserInformation, { access: 'signedIn' }, (_input, { user }) =>
    describeUserById(db, user.id),
  )
  return router
}
