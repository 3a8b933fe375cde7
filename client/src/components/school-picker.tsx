import { AutoComplete } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { type SchoolRegion, useSchoolList } from './use-school-list'

interface SchoolPickerProps {
  id: string
  /** The school's region; null until one is chosen (the picker is disabled until then). */
  region: SchoolRegion | null
  value: string
  /** The typed or picked name, and the id of the school when it is one of the region's schools. */
  onChange: (schoolName: string, schoolId: number | null) => void
  onBlur?: () => void
  status?: 'error'
}

/**
 * A school: one of the chosen region's approved schools, or a name typed in when the school is not
 * listed yet (then schoolId is null).
 */
export function SchoolPicker({ id, region, value, onChange, onBlur, status }: SchoolPickerProps) {
  const { t } = useTranslation()
  const schools = useSchoolList(region)

  // One option per name, even when two listed schools share it.
  const names = useMemo(
    () => [...new Set((schools.data ?? []).map((school) => school.schoolName))],
    [schools.data],
  )

  const options = useMemo(() => {
    const typed = value.trim()
    // A school already picked shows the whole list again, so another one can be chosen.
    const picked = names.includes(typed)
    return names
      .filter((name) => picked || !typed || name.includes(typed))
      .map((name) => ({ value: name, label: name }))
  }, [names, value])

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
      allowClear
      placeholder={
        region ? t('components.schoolPicker.placeholder') : t('components.schoolPicker.regionFirst')
      }
      notFoundContent={region && !schools.isFetching ? t('components.schoolPicker.notListed') : undefined}
      style={{ width: '100%' }}
    />
  )
}
