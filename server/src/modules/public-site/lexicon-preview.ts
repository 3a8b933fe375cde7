/**
 * What the character bank password opens: the parts of the season's lexicon with their size and the
 * first characters of each, as a preview for holders. The full lexicon lives in the student area
 * (/stu/lexicon/index). Four group lexicons of 300 characters to write (1,200 in all) and the general
 * lexicon of 2,000+ characters to understand.
 */
const entry = (character: string, pinyin: string, meaning: string) => ({ character, pinyin, meaning })

export const lexiconSections = [
  {
    key: 'group-1',
    name: { zh: '小初组字库（一至二年级）', en: 'Lower primary lexicon (grades 1-2)' },
    size: 300,
    preview: [
      entry('日', 'rì', 'sun; day'),
      entry('月', 'yuè', 'moon; month'),
      entry('山', 'shān', 'mountain'),
      entry('水', 'shuǐ', 'water'),
      entry('火', 'huǒ', 'fire'),
      entry('木', 'mù', 'tree; wood'),
      entry('人', 'rén', 'person'),
      entry('口', 'kǒu', 'mouth'),
    ],
  },
  {
    key: 'group-2',
    name: { zh: '小中组字库（三至四年级）', en: 'Middle primary lexicon (grades 3-4)' },
    size: 300,
    preview: [
      entry('明', 'míng', 'bright'),
      entry('林', 'lín', 'woods'),
      entry('休', 'xiū', 'to rest'),
      entry('看', 'kàn', 'to look'),
      entry('星', 'xīng', 'star'),
      entry('雪', 'xuě', 'snow'),
      entry('春', 'chūn', 'spring'),
      entry('家', 'jiā', 'home; family'),
    ],
  },
  {
    key: 'group-3',
    name: { zh: '小高组字库（五至六年级）', en: 'Upper primary lexicon (grades 5-6)' },
    size: 300,
    preview: [
      entry('森', 'sēn', 'forest'),
      entry('船', 'chuán', 'boat'),
      entry('晴', 'qíng', 'clear sky'),
      entry('鸣', 'míng', 'to chirp'),
      entry('愿', 'yuàn', 'to wish'),
      entry('航', 'háng', 'to sail'),
      entry('朋', 'péng', 'friend'),
      entry('渔', 'yú', 'to fish'),
    ],
  },
  {
    key: 'group-4',
    name: { zh: '初中组字库（七至九年级）', en: 'Junior high lexicon (grades 7-9)' },
    size: 300,
    preview: [
      entry('巍', 'wēi', 'towering'),
      entry('瀑', 'pù', 'waterfall'),
      entry('缀', 'zhuì', 'to stitch; to adorn'),
      entry('瞻', 'zhān', 'to look up to'),
      entry('翱', 'áo', 'to soar'),
      entry('澈', 'chè', 'clear (water)'),
      entry('馨', 'xīn', 'fragrance'),
      entry('赣', 'gàn', 'Jiangxi (short name)'),
    ],
  },
  {
    key: 'general',
    name: { zh: '通用字库（认读字）', en: 'General lexicon (characters to understand)' },
    size: 2000,
    preview: [
      entry('的', 'de', 'possessive particle'),
      entry('一', 'yī', 'one'),
      entry('是', 'shì', 'to be'),
      entry('不', 'bù', 'not'),
      entry('了', 'le', 'completed-action particle'),
      entry('在', 'zài', 'at; in'),
      entry('有', 'yǒu', 'to have'),
      entry('我', 'wǒ', 'I; me'),
    ],
  },
]
