import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { areaTreeQueryOptions } from './area-tree-query'
import { ChoiceBox, type FirstUse } from './choice-box'
import { loadAntdChoices } from './load-antd-choices'
import { type RegionValue, toRegionValue } from './region-value'

/** antd's Cascader and its popup come with the field's first press or focus. */
const AntdRegionCascader = lazy(() =>
  loadAntdChoices().then((module) => ({ default: module.AntdRegionCascader })),
)

/** A place as the cascader's box writes it: 广东省 / 深圳市 / 南山区. */
const regionText = (value: RegionValue | null | undefined) =>
  value ? [value.province, value.city, value.area].filter(Boolean).join(' / ') : ''

interface RegionCascaderProps {
  value?: RegionValue | null
  onChange?: (value: RegionValue | null) => void
  onBlur?: () => void
  id?: string
  status?: 'error' | 'warning' | ''
  placeholder?: string
  disabled?: boolean
  /**
   * Draw the field as its closed box until it is first pressed or focused, and fetch antd's cascader
   * and the region tree then (a page every visitor opens, the school registration: checking the tree's
   * 3,000 places as it arrives is a long task on a phone). Otherwise both come with the field.
   */
  loadOnFirstUse?: boolean
}

/**
 * Province → city → district picker over the server's region tree, with search. The tree is asked for
 * when the field is drawn (or first used, with `loadOnFirstUse`), so the list is there when it opens.
 */
export function RegionCascader({
  value,
  onChange,
  onBlur,
  id,
  status,
  placeholder,
  disabled,
  loadOnFirstUse,
}: RegionCascaderProps) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [firstUse, setFirstUse] = useState<FirstUse | null>(null)
  const wanted = !loadOnFirstUse || firstUse !== null
  useEffect(() => {
    if (wanted) void queryClient.prefetchQuery(areaTreeQueryOptions())
  }, [queryClient, wanted])

  const shownPlaceholder = placeholder ?? t('components.region.placeholder')
  const box = (
    <ChoiceBox
      id={id}
      text={regionText(value)}
      placeholder={shownPlaceholder}
      disabled={disabled}
      status={status}
      autoFocus={firstUse !== null}
      onFirstUse={(use) => setFirstUse((earlier) => earlier ?? use)}
    />
  )
  if (!firstUse && loadOnFirstUse) return box
  return (
    <Suspense fallback={box}>
      <AntdRegionCascader
        id={id}
        value={value ? [value.provinceCode, value.cityCode, value.areaCode].filter(Boolean) : []}
        onChange={(path) => onChange?.(path ? toRegionValue(path) : null)}
        onBlur={onBlur}
        status={status}
        placeholder={shownPlaceholder}
        disabled={disabled}
        autoFocus={firstUse !== null}
        defaultOpen={firstUse === 'press'}
      />
    </Suspense>
  )
}
