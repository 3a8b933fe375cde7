/** File type by extension (pdf, video, image); anything else is "other". */
export const fileTypeExtensions = {
  image: ['png', 'jpg', 'jpeg', 'bmp', 'gif'],
  txt: ['txt'],
  excel: ['xls', 'xlsx'],
  word: ['doc', 'docx'],
  pdf: ['pdf'],
  ppt: ['ppt', 'pptx'],
  video: ['mp4', 'm2v', 'mkv'],
  audio: ['mp3', 'wav', 'wmv'],
} as const
export type FileType = keyof typeof fileTypeExtensions | 'other'

export function fileTypeOf(name: string): FileType {
  const extension = name.split(/[?#]/)[0]?.split('.').pop()?.toLowerCase() ?? ''
  for (const [type, extensions] of Object.entries(fileTypeExtensions))
    if ((extensions as readonly string[]).includes(extension)) return type as FileType
  return 'other'
}
