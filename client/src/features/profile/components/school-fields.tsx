import { Input } from 'antd'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../../components/form-field'
import { RegionCascader } from '../../../components/region-cascader'
import type { RegionValue } from '../../../components/region-value'
import { SchoolPicker } from '../../../components/school-picker'
import type { BasicInfoFormApi } from '../basic-info-values'
import { profileNs } from '../i18n'
import styles from '../profile.module.css'
import { GradeSelect } from './grade-select'

const regionKeys = ['provinceCode', 'cityCode', 'areaCode', 'province', 'city', 'area'] as const

/** sysUserInfo: the school's area, the school, the grade (with its group) and the nationality. */
export function SchoolFields({ form }: { form: BasicInfoFormApi }) {
  const { t } = useTranslation(profileNs, { keyPrefix: 'form' })
  const { control, setValue } = form
  const info = useWatch({ control, name: 'sysUserInfo' })
  const region: RegionValue | null = info.provinceCode
    ? {
        provinceCode: info.provinceCode,
        cityCode: info.cityCode,
        areaCode: info.areaCode,
        province: info.province,
        city: info.city,
        area: info.area,
      }
    : null

  const changeRegion = (next: RegionValue | null, validate: boolean) => {
    const changed = next?.areaCode !== info.areaCode || next?.cityCode !== info.cityCode
    for (const key of regionKeys) {
      setValue(`sysUserInfo.${key}`, next?.[key] ?? '', { shouldDirty: true, shouldValidate: validate })
    }
    // A school of the old area is no school of the new one.
    if (changed && info.schoolId !== null) {
      setValue('sysUserInfo.schoolId', null, { shouldDirty: true })
      setValue('sysUserInfo.schoolName', '', { shouldDirty: true })
    }
  }

  return (
    <div className={styles.grid}>
      <FormField control={control} name="sysUserInfo.provinceCode" id="profile-area" label={t('area')}>
        {(field) => (
          <RegionCascader
            id={field.id}
            value={region}
            onChange={(next) => changeRegion(next, form.getFieldState('sysUserInfo.provinceCode').invalid)}
            onBlur={field.onBlur}
            placeholder={t('areaPlaceholder')}
          />
        )}
      </FormField>
      <FormField control={control} name="sysUserInfo.schoolName" id="profile-school" label={t('school')}>
        {(field) => (
          <SchoolPicker
            id={field.id}
            region={region}
            value={field.value}
            onChange={(schoolName, schoolId) => {
              setValue('sysUserInfo.schoolId', schoolId, { shouldDirty: true })
              field.onChange(schoolName)
            }}
            onBlur={field.onBlur}
          />
        )}
      </FormField>
      <FormField control={control} name="sysUserInfo.grade" id="profile-grade" label={t('grade')}>
        {(field) => (
          <GradeSelect id={field.id} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
        )}
      </FormField>
      <FormField
        control={control}
        name="sysUserInfo.nationality"
        id="profile-nationality"
        label={t('nationality')}
      >
        {(field) => <Input {...field} maxLength={60} placeholder={t('nationalityPlaceholder')} />}
      </FormField>
    </div>
  )
}
