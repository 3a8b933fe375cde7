import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { loadAntdChoices } from './load-antd-choices'
import { TextInput } from './text-input'
import type { SchoolPickerProps } from './use-school-list'

/** antd's AutoComplete comes once a region is chosen: before that the field takes nothing. */
const AntdSchoolPicker = lazy(() =>
  loadAntdChoices().then((module) => ({ default: module.AntdSchoolPicker })),
)

/**
 * A school: one of the chosen region's approved schools, or a name typed in when the school is not
 * listed yet (then schoolId is null). Until a region is chosen, a disabled text box; while the list's
 * code is on its way, a text box that already takes a typed name.
 */
export function SchoolPicker(props: SchoolPickerProps) {
  const { id, region, value, onChange, onBlur, status } = props
  const { t } = useTranslation()
  if (!region) {
    return (
      <TextInput
        id={id}
        value={value}
        status={status}
        disabled
        placeholder={t('components.schoolPicker.regionFirst')}
      />
    )
  }
  return (
    <Suspense
      fallback={
        <TextInput
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value, null)}
          onBlur={onBlur}
          status={status}
          maxLength={100}
          placeholder={t('components.schoolPicker.placeholder')}
        />
      }
    >
      <AntdSchoolPicker {...props} region={region} />
    </Suspense>
  )
}
