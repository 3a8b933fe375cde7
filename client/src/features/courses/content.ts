import { useTranslation } from 'react-i18next'

/** Club-course words (pages, messages and empty states), zh and en. */
const zh = {
  noCourses: '暂无课程信息',
  noSchools: '暂无学校信息',
  developing: '课程正在开发中',
  saveForbidden: '保存文件被禁止',
  cannotPlay: '异常，无法播放',
  refused: '只能浏览本平台的课程文件',
  types: '课程类型',
  courses: '课程',
  open: '浏览',
  text: '文本',
  video: '视频',
  mySchools: '我的学校',
  schoolCourses: '本校课程',
  back: '返回',
  loading: '加载中…',
  page: '第 {{page}} / {{pages}} 页',
  jumpBlocked: '请按顺序观看，不能快进到未观看的部分',
  logoAlt: '课程类型“{{name}}”的图标',
  thumbnailAlt: '课程“{{name}}”的缩略图',
  noImage: '暂无图片',
}
type Copy = typeof zh
const en: Copy = {
  noCourses: 'No course information',
  noSchools: 'No school information',
  developing: 'The course is being developed',
  saveForbidden: 'Saving files is forbidden',
  cannotPlay: 'Error: the video cannot be played',
  refused: 'Only course files of this platform can be viewed',
  types: 'Course types',
  courses: 'Courses',
  open: 'View',
  text: 'Text',
  video: 'Video',
  mySchools: 'My schools',
  schoolCourses: 'Courses of this school',
  back: 'Back',
  loading: 'Loading…',
  page: 'Page {{page}} of {{pages}}',
  jumpBlocked: 'Please watch in order; skipping ahead to unwatched parts is not allowed',
  logoAlt: 'Logo of the course type "{{name}}"',
  thumbnailAlt: 'Thumbnail of the course "{{name}}"',
  noImage: 'No picture yet',
}

export function useCopy(): Copy {
  const { i18n } = useTranslation()
  return i18n.language === 'en' ? en : zh
}
export const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''))
