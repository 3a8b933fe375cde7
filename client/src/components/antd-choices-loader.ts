/** The import of antd's choice controls, with its list of files; see load-antd-choices.ts. */
export const loadAntdChoicesChunk = () => import('./antd-choices')
