import { Dropdown, type DropdownProps } from 'antd'
import { AntdConfig } from '../../../components/antd-config'

/** antd's Dropdown in its own chunk: the compact header loads it when its menu button is first used. */
export default function NavDropdown(props: DropdownProps) {
  return (
    <AntdConfig>
      <Dropdown {...props} />
    </AntdConfig>
  )
}
