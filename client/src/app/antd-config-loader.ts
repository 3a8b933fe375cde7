/** antd's theme provider (./antd-config) as its own chunk, for the layouts that load it lazily. */
export const loadAntdConfig = () => import('./antd-config')
