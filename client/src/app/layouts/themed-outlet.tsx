import { lazy } from 'react'
import { Outlet } from 'react-router'
import { loadAntdConfig } from '../antd-config-loader'

/** Lazy, so that a page which draws no antd component does not download or build antd's theme. */
const AntdConfig = lazy(() => loadAntdConfig().then((m) => ({ default: m.AntdConfig })))

/** The layout's page, inside antd's theme unless it draws no antd component (decisions 0039, 0016). */
export function ThemedOutlet({ antd }: { antd: boolean }) {
  if (!antd) return <Outlet />
  return (
    <AntdConfig>
      <Outlet />
    </AntdConfig>
  )
}
