import { AutoComplete } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { type SchoolRegion, useSchoolList } from '../api/use-school-list'

interface SchoolPickerProps {
  id: string
  region: SchoolRegion | null
  value: string
  /** The typed or picked name, and the id of the school when it is one of the region's schools. */
  onChange: (schoolName: string, schoolId: number | null) => void
  onBlur: () => void
  status?: 'error'
}

/**
 * The school of a registration: one of the chosen region's approved schools, or a name typed in when
 * the school is not listed yet (then schoolId is null and the committee creates it on approval).
 */
export function SchoolPicker({ id, region, value, onChange, onBlur, status }: SchoolPickerProps) {
  const { t } = useTranslation()
  const schools = useSchoolList(region)
  const options = useMemo(() => {
    const names = new Set<string>()
    return (schools.data ?? []).flatMap((school) => {
      if (names.has(school.schoolName)) return []
      names.add(school.schoolName)
      return [{ value: school.schoolName, label: school.schoolName }]
    })
  }, [schools.data])

  // A typed name that is exactly a listed school counts as picking it.
  const idOf = (name: string) => schools.data?.find((school) => school.schoolName === name.trim())?.id ?? null

  return (
    <AutoComplete
      id={id}
      value={value}
      options={options}
      onChange={(name: string) => onChange(name, idOf(name))}
      onBlur={onBlur}
      disabled={!region}
      status={status}
      maxLength={100}
      showSearch={{
        filterOption: (input, option) => String(option?.value ?? '').includes(input.trim()),
      }}
      placeholder={region ? t('auth.school.schoolPlaceholder') : t('auth.school.regionFirst')}
      style={{ width: '100%' }}
    />
  )
}
