/** antd's theme provider (components/antd-config) as its own chunk, for the layouts that load it lazily. */
export const loadAntdConfig = () => import('../components/antd-config')
