import { Select, type SelectProps } from 'antd'
import { AntdTheme } from './antd-config'

/** antd's Select in the site's theme, for a page that fetches it at the field's first use (LazySelect). */
export default function AntdSelect(props: SelectProps) {
  return (
    <AntdTheme>
      <Select {...props} />
    </AntdTheme>
  )
}
