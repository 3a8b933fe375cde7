import { type AreaNode, getAreaTree } from '@spell/shared/api/regions/area-tree'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { Cascader, type CascaderProps } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../lib/request'
import styles from './region-cascader.module.css'

/** A place picked in the cascader, as the payloads of the specification carry it. */
export interface RegionValue {
  provinceCode: string
  cityCode: string
  /** Empty for the cities that have no district level (东莞, 中山, 儋州…). */
  areaCode: string
  province: string
  city: string
  area: string
}

interface RegionOption {
  value: string
  label: string
  children?: RegionOption[]
}

/** The region tree does not change while the site is open: fetched once, kept for the session. */
const areaTreeQueryOptions = () =>
  queryOptions({
    queryKey: ['regions', 'areaTree'],
    queryFn: ({ signal }) => callApi(getAreaTree, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  })

/** A node without districts becomes a leaf, so a district-less city can be chosen. */
const toOption = (node: AreaNode): RegionOption => ({
  value: node.id,
  label: node.name,
  ...(node.areas?.length ? { children: node.areas.map(toOption) } : {}),
})

/** The value of a chosen path of options: codes and names of province, city and district. */
export function toRegionValue(path: readonly { value: string; label: string }[]): RegionValue | null {
  const [province, city, area] = path
  if (!province || !city) return null
  return {
    provinceCode: province.value,
    cityCode: city.value,
    areaCode: area?.value ?? '',
    province: province.label,
    city: city.label,
    area: area?.label ?? '',
  }
}

interface RegionCascaderProps {
  value?: RegionValue | null
  onChange?: (value: RegionValue | null) => void
  onBlur?: () => void
  id?: string
  status?: CascaderProps['status']
  placeholder?: string
  disabled?: boolean
}

/** Province → city → district picker over the server's region tree (getAreaTree), with search. */
export function RegionCascader({
  value,
  onChange,
  onBlur,
  id,
  status,
  placeholder,
  disabled,
}: RegionCascaderProps) {
  const { t } = useTranslation()
  const tree = useQuery(areaTreeQueryOptions())
  const options = useMemo(() => tree.data?.map(toOption) ?? [], [tree.data])
  const selected = value ? [value.provinceCode, value.cityCode, value.areaCode].filter(Boolean) : []

  return (
    <Cascader<RegionOption>
      id={id}
      options={options}
      value={selected}
      onChange={(_, path) => onChange?.(path ? toRegionValue(path) : null)}
      onBlur={onBlur}
      loading={tree.isLoading}
      disabled={disabled}
      status={status}
      placeholder={placeholder ?? t('components.region.placeholder')}
      showSearch={{
        filter: (input, path) => path.some((option) => option.label.includes(input.trim())),
      }}
      notFoundContent={tree.isError ? t('components.region.loadFailed') : undefined}
      classNames={{ popup: { root: styles.popup } }}
      style={{ width: '100%' }}
    />
  )
}
