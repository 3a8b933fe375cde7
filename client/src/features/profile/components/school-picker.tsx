import { AutoComplete } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { type AreaCodes, useSchoolsOfArea } from '../api/schools-of-area'

interface SchoolPickerProps {
  id: string
  area: AreaCodes
  schoolName: string
  /** A listed school comes with its id; a typed name with null. */
  onChange: (school: { schoolId: number | null; schoolName: string }) => void
  onBlur?: () => void
}

/** The school: picked from the approved schools of the chosen area, or typed when it is not listed. */
export function SchoolPicker({ id, area, schoolName, onChange, onBlur }: SchoolPickerProps) {
  const { t } = useTranslation()
  const schools = useSchoolsOfArea(area)
  const areaChosen = area.provinceCode !== '' && area.cityCode !== ''

  const options = useMemo(() => {
    const typed = schoolName.trim()
    const list = schools.data ?? []
    // A school already picked shows the whole list again, so another one can be chosen.
    const picked = list.some((school) => school.schoolName === typed)
    return list
      .filter((school) => picked || !typed || school.schoolName.includes(typed))
      .map((school) => ({ value: school.schoolName, label: school.schoolName }))
  }, [schools.data, schoolName])

  const change = (name: string) => {
    const listed = schools.data?.find((school) => school.schoolName === name)
    onChange({ schoolId: listed?.id ?? null, schoolName: name })
  }

  return (
    <AutoComplete
      id={id}
      value={schoolName}
      options={options}
      onChange={change}
      onBlur={onBlur}
      maxLength={100}
      allowClear
      placeholder={areaChosen ? t('profile.schoolPlaceholder') : t('profile.schoolAreaFirst')}
      notFoundContent={areaChosen && !schools.isFetching ? t('profile.schoolNotListed') : undefined}
      style={{ width: '100%' }}
    />
  )
}
