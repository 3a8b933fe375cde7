import type { AreaNode } from '@spell/shared/api/regions/area-tree'
import { useQuery } from '@tanstack/react-query'
import { Cascader } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AntdTheme } from './antd-config'
import { areaTreeQueryOptions } from './area-tree-query'
import styles from './region-cascader.module.css'

interface RegionOption {
  value: string
  label: string
  children?: RegionOption[]
}

/** A node without districts becomes a leaf, so a district-less city can be chosen. */
const toOption = (node: AreaNode): RegionOption => ({
  value: node.id,
  label: node.name,
  ...(node.areas?.length ? { children: node.areas.map(toOption) } : {}),
})

export interface AntdRegionCascaderProps {
  id?: string
  /** The codes of the chosen province, city and district. */
  value: string[]
  onChange: (path: RegionOption[] | undefined) => void
  onBlur?: () => void
  status?: 'error' | 'warning' | ''
  placeholder: string
  disabled?: boolean
  /** Focused, when the field's first use brought it here. */
  autoFocus: boolean
  /** Opened by the press that brought it here. */
  defaultOpen: boolean
}

/**
 * antd's Cascader over the server's region tree (getAreaTree), with search: what RegionCascader shows
 * once the field is first used, so that its code is fetched then.
 */
export default function AntdRegionCascader(props: AntdRegionCascaderProps) {
  const { id, value, onChange, onBlur, status, placeholder, disabled, autoFocus, defaultOpen } = props
  const { t } = useTranslation()
  const tree = useQuery(areaTreeQueryOptions())
  const options = useMemo(() => tree.data?.map(toOption) ?? [], [tree.data])
  // A press that brought it here opens it once it is drawn: opened while it mounted, the popup showed
  // for a moment before it was placed under the field, and a press on it then landed on the page.
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (defaultOpen) setOpen(true)
  }, [defaultOpen])

  return (
    <AntdTheme>
      <Cascader<RegionOption>
        id={id}
        autoFocus={autoFocus}
        open={open}
        onOpenChange={setOpen}
        options={options}
        value={value}
        onChange={(_, path) => onChange(path)}
        onBlur={onBlur}
        loading={tree.isLoading}
        disabled={disabled}
        status={status}
        placeholder={placeholder}
        showSearch={{
          filter: (input, path) => path.some((option) => option.label.includes(input.trim())),
        }}
        notFoundContent={tree.isError ? t('components.region.loadFailed') : undefined}
        classNames={{ popup: { root: styles.popup } }}
        style={{ width: '100%' }}
      />
    </AntdTheme>
  )
}
