import { useTranslation } from 'react-i18next'

const zh = {
  menu: '俱乐部课程',
  title: '俱乐部课程管理',
  types: '课程类型',
  typeName: '类型名称',
  parent: '上级类型（可选）',
  addType: '添加类型',
  upload: '上传课程文件（PDF 或视频）',
  courseName: '课程名称',
  type: '课程类型',
  choose: '选择文件',
  start: '上传',
  progress: '上传进度',
  uploaded: '上传成功',
  missing: '请填写课程名称、选择课程类型和文件',
  list: '课程',
  kind: '类别',
  text: '文本',
  video: '视频',
  schools: '开放给学校',
  actions: '操作',
  remove: '删除',
}
const en: typeof zh = {
  menu: 'Club courses',
  title: 'Club course management',
  types: 'Course types',
  typeName: 'Type name',
  parent: 'Parent type (optional)',
  addType: 'Add type',
  upload: 'Upload a course file (PDF or video)',
  courseName: 'Course name',
  type: 'Course type',
  choose: 'Choose file',
  start: 'Upload',
  progress: 'Upload progress',
  uploaded: 'Uploaded successfully',
  missing: 'Please give a course name, a course type and a file',
  list: 'Courses',
  kind: 'Kind',
  text: 'Text',
  video: 'Video',
  schools: 'Opened to schools',
  actions: 'Actions',
  remove: 'Delete',
}

export function useCourseAdminCopy() {
  const { i18n } = useTranslation()
  return i18n.language === 'en' ? en : zh
}
