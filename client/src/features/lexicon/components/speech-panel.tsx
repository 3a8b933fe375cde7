import type { ContentSource, SpeechPart, SpeechVo } from '@spell/shared/api/lexicon/words'
import type { TFunction } from 'i18next'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LightTabs } from '../../../components/light-tabs'
import { SegmentedControl } from '../../../components/segmented-control'
import { useSiteLang } from '../../../i18n/use-site-lang'
import styles from '../entry.module.css'
import { lexiconNs } from '../i18n'
import pageStyles from '../lexicon.module.css'
import { PlayButton } from './play-button'

type Column = 'meaning' | 'words' | 'sentence' | 'idiom'
const columns: Column[] = ['meaning', 'words', 'sentence', 'idiom']
/** The lexicon's texts in one fixed language: the explanations' headings follow the explanation language. */
type LexiconT = TFunction<typeof lexiconNs>

function Block({
  title,
  body,
  url,
  audioKey,
  source,
  wide,
  t,
}: {
  title: string
  body: string | null | undefined
  url: string | null | undefined
  audioKey: string
  /** Where the text comes from, said under it. */
  source: ContentSource | undefined
  wide?: boolean
  t: LexiconT
}) {
  return (
    <section className={`${styles.block} ${wide ? styles.blockWide : ''}`} aria-label={title}>
      <header className={styles.blockHead}>
        <h3>{title}</h3>
        {url && <PlayButton audioKey={audioKey} url={url} label={title} size="small" />}
      </header>
      {body ? (
        <>
          <p className={styles.blockBody}>{body}</p>
          {source && <p className={styles.source}>{t('source', { source: t(`sources.${source}`) })}</p>}
        </>
      ) : (
        <p className={styles.noContent}>{t('noContent')}</p>
      )}
    </section>
  )
}

function PartView({ part, audioKey, t }: { part: SpeechPart; audioKey: string; t: LexiconT }) {
  return (
    <div className={styles.partView}>
      <div className={styles.columns}>
        {columns.map((column) => (
          <Block
            key={column}
            t={t}
            title={t(column)}
            body={part[column]}
            url={column === 'words' ? null : part[`${column}Url`]}
            source={part.sources?.[column]}
            audioKey={`${audioKey}:${column}`}
          />
        ))}
      </div>
      <Block
        wide
        t={t}
        title={t('poetry')}
        body={part.classicPoetry}
        url={part.classicPoetryUrl}
        source={part.sources?.classicPoetry}
        audioKey={`${audioKey}:poetry`}
      />
    </div>
  )
}

/** The explanations' languageType of a site language (0 Chinese, 1 English). */
const languageTypeOf = { zh: 0, en: 1 } as const

/**
 * The explanations: a Chinese/English switch (it starts in the site's language), tabs per part of
 * speech, the Meaning / Words / Sentence / Idiom columns and the Classic Poetry block, each with its
 * audio and its source; an empty one says "not yet available".
 * The headings follow the chosen explanation language, so a child reading English sees English.
 */
export function SpeechPanel({ speechVo, cword }: { speechVo: SpeechVo[]; cword: string }) {
  const { t: siteT, i18n } = useTranslation(lexiconNs)
  const [languageType, setLanguageType] = useState<0 | 1>(languageTypeOf[useSiteLang()])
  const t = i18n.getFixedT(languageType === 1 ? 'en' : 'zh', lexiconNs)
  const parts = speechVo.find((vo) => vo.languageType === languageType)?.parts ?? []
  const [chosenPart, setChosenPart] = useState('0')
  // The other language may have fewer parts of speech: its first is shown then.
  const shownPart = Number(chosenPart) < parts.length ? chosenPart : '0'
  const titleId = useId()

  return (
    <section className={styles.speech} aria-labelledby={titleId}>
      <div className={styles.speechHead}>
        {/* The section's own name: its 释义 column is a section named 释义 too. */}
        <h2 id={titleId} className={styles.speechTitle}>
          {siteT('explanationsTitle')}
        </h2>
        <span className={pageStyles.muted}>{siteT('explanations')}</span>
        <SegmentedControl
          label={siteT('explanations')}
          value={languageType}
          onChange={setLanguageType}
          options={[
            { value: 0 as const, label: siteT('chinese') },
            { value: 1 as const, label: siteT('english') },
          ]}
        />
      </div>
      {parts.length === 0 ? (
        <p className={styles.noContent}>{t('noContent')}</p>
      ) : (
        <LightTabs
          label={t('partsOfSpeech')}
          activeKey={shownPart}
          onChange={setChosenPart}
          items={parts.map((part, index) => ({
            key: String(index),
            label: part.partOfSpeechStr || t('meaning'),
            children: <PartView part={part} t={t} audioKey={`${cword}:${languageType}:${index}`} />,
          }))}
        />
      )}
    </section>
  )
}
