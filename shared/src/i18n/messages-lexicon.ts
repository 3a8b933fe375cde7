import type { Bilingual } from './lang'

/** Messages of the lexicon's content desk: its .xlsx import names each bad row. */
export const lexiconMessages = {
  'lexicon.sheetRequired': { zh: '请选择要导入的 .xlsx 文件', en: 'Please choose the .xlsx file to import' },
  'lexicon.sheetTooBig': { zh: '文件不能超过 700 KB', en: 'The file may be at most 700 KB' },
  'lexicon.notXlsx': {
    zh: '文件不是字库导出的 .xlsx 表格（需要「字条」和「释义」两个工作表）',
    en: 'The file is not an .xlsx exported from the lexicon (it needs the Entries and Texts sheets)',
  },
  'lexicon.sheetRow': {
    zh: '「{{sheet}}」表第 {{row}} 行：{{message}}',
    en: 'Sheet “{{sheet}}”, row {{row}}: {{message}}',
  },
  'lexicon.rowUnknown': { zh: '字库中没有「{{value}}」', en: '“{{value}}” is not in the lexicon' },
  'lexicon.rowRepeated': {
    zh: '「{{value}}」与第 {{other}} 行重复',
    en: '“{{value}}” repeats row {{other}}',
  },
  'lexicon.rowPinyin': {
    zh: '拼音须填写，最多 60 个字符',
    en: 'The pinyin must be filled in, with at most 60 characters',
  },
  'lexicon.rowFlag': {
    zh: '“隐藏”和“已审核”须为 是 或 否',
    en: 'Hidden and Reviewed must be yes or no (是 / 否)',
  },
  'lexicon.rowLanguage': {
    zh: '语言“{{value}}”不对，须为 zh 或 en',
    en: 'The language “{{value}}” is not valid: use zh or en',
  },
  'lexicon.rowPart': {
    zh: '序号“{{value}}”不对，须为 1 到 12',
    en: 'The part number “{{value}}” is not valid: use 1 to 12',
  },
  'lexicon.moreRows': { zh: '另有 {{count}} 处错误', en: 'and {{count}} more problems' },
} as const satisfies Record<string, Bilingual>
