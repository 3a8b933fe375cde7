import { AutoComplete } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { AntdTheme } from './antd-config'
import { type SchoolPickerProps, type SchoolRegion, useSchoolList } from './use-school-list'

/**
 * antd's AutoComplete over the chosen region's approved schools: what SchoolPicker shows once a region
 * is chosen, so that its code is fetched then.
 */
export default function AntdSchoolPicker(props: SchoolPickerProps & { region: SchoolRegion }) {
  const { id, region, value, onChange, onBlur, status } = props
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
    <AntdTheme>
      <AutoComplete
        id={id}
        value={value}
        options={options}
        onChange={(name: string) => onChange(name, idOf(name))}
        onBlur={onBlur}
        status={status}
        maxLength={100}
        allowClear
        placeholder={t('components.schoolPicker.placeholder')}
        notFoundContent={schools.isFetching ? undefined : t('components.schoolPicker.notListed')}
        style={{ width: '100%' }}
      />
    </AntdTheme>
  )
}
