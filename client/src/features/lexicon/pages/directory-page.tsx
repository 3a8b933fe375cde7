import { LEXICON_FIRST_LETTER, LEXICON_LETTERS, type WordListItem } from '@spell/shared/api/lexicon/words'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { LoadingText } from '../../../components/loading-text'
import { PlainEmpty } from '../../../components/plain-empty'
import { SearchBox } from '../../../components/search-box'
import { paths } from '../../../config/paths'
import { useWordCount, useWordList } from '../api/word-list'
import { TopicTags } from '../components/topic-tags'
import { Trail } from '../components/trail'
import { lexiconNs } from '../i18n'
import styles from '../lexicon.module.css'
import { readLexiconQuery } from '../lexicon-query'

/** No pinyin syllable starts with i, u or ü (written yi, wu, yu): these letters hold no character. */
const NO_SYLLABLES = new Set(['I', 'U', 'V'])

/**
 * /stu/lexicon/directory (query n = title, t = product type): letters A-Z, B first, and a search box.
 * It fetches the letter shown (or the search's results), not the whole lexicon.
 */
export default function Directory() {
  const { t } = useTranslation(lexiconNs)
  const [params, setParams] = useSearchParams()
  const { productType, title, letter: letterParam } = readLexiconQuery(params)
  const letter = LEXICON_LETTERS.includes(letterParam) ? letterParam : LEXICON_FIRST_LETTER
  const [search, setSearch] = useState('')
  const words = useWordList(productType, search, letter)
  const total = useWordCount(productType).data
  // While the next letter loads, the previous one's words stay up (placeholder data), not under its tab.
  const shown = words.isPlaceholderData ? [] : (words.data?.list ?? [])

  const chooseLetter = (next: string) => {
    const query = new URLSearchParams(params)
    query.set('letter', next)
    setParams(query, { replace: true })
  }
  const fontLink = (word: WordListItem) => {
    const query = new URLSearchParams()
    query.set('p', String(word.seq))
    if (productType !== undefined) query.set('t', String(productType))
    if (total !== undefined) query.set('total', String(total))
    query.set('n', title || t('defaultTitle'))
    query.set('letter', word.firstLetter)
    return `${paths.stuLexiconFont}?${query}`
  }

  return (
    <div className={styles.page}>
      <Trail items={[t('events'), t('directory'), title || t('defaultTitle')]} />
      <h1 className={styles.title}>{title || t('defaultTitle')}</h1>
      <SearchBox
        className={styles.search}
        labels={{ field: t('searchLabel'), clear: t('clearSearch'), search: t('search') }}
        placeholder={t('searchPlaceholder')}
        maxLength={20}
        onSearch={(value) => setSearch(value.trim())}
      />
      {!search && (
        <div role="tablist" aria-label={t('letters')} className={styles.letters}>
          {LEXICON_LETTERS.map((l) => (
            <button
              key={l}
              type="button"
              role="tab"
              aria-selected={l === letter}
              className={`${styles.letter} ${l === letter ? styles.letterActive : ''} ${
                NO_SYLLABLES.has(l) ? styles.letterEmpty : ''
              }`}
              onClick={() => chooseLetter(l)}
            >
              {l}
            </button>
          ))}
        </div>
      )}
      <p className={styles.muted} aria-live="polite">
        {search
          ? t('searchResults', { count: shown.length })
          : words.data && !words.isPlaceholderData
            ? t('count', { count: shown.length })
            : ''}
      </p>
      {words.isPending || words.isPlaceholderData ? (
        <div className={styles.state}>
          <LoadingText size="large" text={t('loading')} />
        </div>
      ) : shown.length === 0 ? (
        <PlainEmpty description={t('noData')} />
      ) : (
        <ul className={styles.wordGrid} aria-label={search || letter}>
          {shown.map((word) => (
            <li key={word.id}>
              <Link to={fontLink(word)} className={styles.wordCard}>
                <span className={styles.wordChar} lang="zh-CN">
                  {word.cword}
                </span>
                <span className={styles.wordPinyin}>{word.pinyin}</span>
                <TopicTags ctopic={word.ctopic} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
