export { default as AntdRegionCascader } from './antd-region-cascader'
export { default as AntdSchoolPicker } from './antd-school-picker'
export { default as AntdSelect } from './antd-select'
