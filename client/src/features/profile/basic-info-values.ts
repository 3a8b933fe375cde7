import type { CallResponse } from '@spell/shared'
import type { getBasicsUserInfo, saveBasicsUserSchema } from '@spell/shared/api/users/basic-info'
import type { UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'

/**
 * The form's values as the inputs hold them. Choices not made yet are undefined, so the shared schema
 * answers 请选择性别 / 请选择证件类型 / 请选择年级 rather than reading an empty choice as 0.
 */
export interface BasicInfoValues {
  sysUser: {
    userName: string
    sex?: number
    cardType?: number
    /** Undefined keeps the stored number (shown masked); the whole number is typed only to change it. */
    idCard?: string
    dateBirth: string
    phone: string
    email: string
    age?: number | null
  }
  sysUserInfo: {
    provinceCode: string
    cityCode: string
    areaCode: string
    province: string
    city: string
    area: string
    schoolId: number | null
    schoolName: string
    grade?: number
    nationality: string
    userpicurl: string
  }
  code: string
}

/** What the shared schema makes of them: the saveBasicsUser payload. */
export type BasicInfoPayload = z.output<typeof saveBasicsUserSchema>

type StoredBasicInfo = CallResponse<typeof getBasicsUserInfo>

const orUndefined = (value: number | null | undefined) => (value === null ? undefined : value)

/** The stored profile as form values; the SMS code always starts empty. */
export function toFormValues({ sysUser, sysUserInfo }: StoredBasicInfo): BasicInfoValues {
  return {
    sysUser: {
      userName: sysUser.userName ?? '',
      sex: orUndefined(sysUser.sex),
      cardType: orUndefined(sysUser.cardType),
      idCard: sysUser.idCard ? undefined : '',
      dateBirth: sysUser.dateBirth?.slice(0, 10) ?? '',
      phone: sysUser.phone ?? '',
      email: sysUser.email ?? '',
      age: sysUser.age,
    },
    sysUserInfo: {
      provinceCode: sysUserInfo?.provinceCode ?? '',
      cityCode: sysUserInfo?.cityCode ?? '',
      areaCode: sysUserInfo?.areaCode ?? '',
      province: sysUserInfo?.province ?? '',
      city: sysUserInfo?.city ?? '',
      area: sysUserInfo?.area ?? '',
      schoolId: sysUserInfo?.schoolId ?? null,
      schoolName: sysUserInfo?.schoolName ?? '',
      grade: orUndefined(sysUserInfo?.grade),
      nationality: sysUserInfo?.nationality ?? '',
      userpicurl: sysUserInfo?.userpicurl ?? '',
    },
    code: '',
  }
}

/** The form object the field groups share (FormField binds forms whose values are what they submit). */
export type BasicInfoFormApi = UseFormReturn<BasicInfoValues>
