import { lazy, Suspense, useState } from 'react'
import { ChoiceBox, type FirstUse } from './choice-box'
import { loadAntdChoices } from './load-antd-choices'

/** antd's Select and its popup come with the field's first press or focus. */
const Select = lazy(() => loadAntdChoices().then((module) => ({ default: module.AntdSelect })))

type Value = string | number

interface LazySelectProps {
  id: string
  options: { value: Value; label: string }[]
  /** One value, or a list of them with `mode="multiple"`. */
  value?: Value | Value[]
  onChange?: (value: Value | Value[]) => void
  onBlur?: () => void
  mode?: 'multiple'
  maxTagCount?: number | 'responsive'
  placeholder?: string
  disabled?: boolean
  status?: 'error' | 'warning' | ''
}

/**
 * antd's Select (a multiple choice, with tags, or a long list), drawn as its closed box until the field is
 * first pressed or focused; then antd's, fetched then. A single choice from a short list is better
 * served by PlainSelect, the phone's own picker.
 */
export function LazySelect(props: LazySelectProps) {
  const { id, options, value, onChange, placeholder, disabled, status, ...rest } = props
  const [firstUse, setFirstUse] = useState<FirstUse | null>(null)
  const chosen = value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]
  const box = (
    <ChoiceBox
      id={id}
      text={options
        .filter((option) => chosen.includes(option.value))
        .map((option) => option.label)
        .join(', ')}
      placeholder={placeholder}
      disabled={disabled}
      status={status}
      autoFocus={firstUse !== null}
      onFirstUse={(use) => setFirstUse((earlier) => earlier ?? use)}
    />
  )
  if (!firstUse) return box
  return (
    <Suspense fallback={box}>
      <Select
        {...rest}
        id={id}
        options={options}
        value={value}
        onChange={(next) => onChange?.(next as Value | Value[])}
        placeholder={placeholder}
        disabled={disabled}
        status={status}
        autoFocus
        defaultOpen={firstUse === 'press'}
      />
    </Suspense>
  )
}
