import { useTranslation } from 'react-i18next'

const zh = {
  menu: '字库管理',
  title: '字库管理',
  intro:
    '搜索汉字后可修改任何字段：拼音、主题、读音、字形图片，以及中英文的释义、例句、成语、经典诗词和它们的音频。',
  search: '输入汉字或拼音搜索',
  none: '没有找到',
  pick: '请先在左侧选择一个汉字',
  topics: '主题',
  pinyin: '拼音',
  sound: '拼音读音',
  simpleUrl: '简体字形图片（留空则按笔画数据绘制）',
  sealScript: '篆书图片',
  officialScript: '隶书图片',
  regularScript: '楷书图片',
  upload: '上传',
  chinese: '中文释义',
  english: '英文释义',
  partOfSpeech: '词性',
  meaning: '释义',
  sentence: '例句',
  idiom: '成语',
  classicPoetry: '经典诗词',
  audio: '音频地址',
  addPart: '添加词性',
  removePart: '删除该词性',
  save: '保存',
  saved: '已保存',
  uploaded: '已上传',
}
const en: typeof zh = {
  menu: 'Lexicon',
  title: 'Lexicon',
  intro:
    'Search a character, then change any field: pinyin, topics, sound, glyph images, and the Chinese and English meaning, sentence, idiom and classic poetry with their audio.',
  search: 'Search a character or pinyin',
  none: 'Nothing found',
  pick: 'Pick a character on the left first',
  topics: 'Topics',
  pinyin: 'Pinyin',
  sound: 'Pinyin audio',
  simpleUrl: 'Simple form image (empty: drawn from stroke data)',
  sealScript: 'Seal script image',
  officialScript: 'Clerical script image',
  regularScript: 'Regular script image',
  upload: 'Upload',
  chinese: 'Chinese explanations',
  english: 'English explanations',
  partOfSpeech: 'Part of speech',
  meaning: 'Meaning',
  sentence: 'Sentence',
  idiom: 'Idiom',
  classicPoetry: 'Classic poetry',
  audio: 'Audio address',
  addPart: 'Add a part of speech',
  removePart: 'Remove this part',
  save: 'Save',
  saved: 'Saved',
  uploaded: 'Uploaded',
}

export function useAdminLexiconText() {
  const { i18n } = useTranslation()
  return i18n.language === 'en' ? en : zh
}
