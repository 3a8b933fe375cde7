import type { SpeechPart, SpeechVo } from '@spell/shared/api/lexicon/words'
import { Segmented, Tabs } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type LexiconText, lexiconContent, useLexiconText } from '../content'
import styles from '../lexicon.module.css'
import { PlayButton } from './play-button'

type Column = 'meaning' | 'sentence' | 'idiom'
const columns: Column[] = ['meaning', 'sentence', 'idiom']

function Block({
  title,
  body,
  url,
  audioKey,
  wide,
  text,
}: {
  title: string
  body: string | null
  url: string | null
  audioKey: string
  wide?: boolean
  text: LexiconText
}) {
  return (
    <section className={`${styles.block} ${wide ? styles.blockWide : ''}`} aria-label={title}>
      <header className={styles.blockHead}>
        <h3>{title}</h3>
        <PlayButton audioKey={audioKey} url={url} label={title} size="small" />
      </header>
      {body ? (
        <p className={styles.blockBody}>{body}</p>
      ) : (
        <p className={styles.noContent}>{text.noContent}</p>
      )}
    </section>
  )
}

function PartView({ part, audioKey, text }: { part: SpeechPart; audioKey: string; text: LexiconText }) {
  return (
    <div className={styles.partView}>
      <div className={styles.columns}>
        {columns.map((column) => (
          <Block
            key={column}
            text={text}
            title={text[column]}
            body={part[column]}
            url={part[`${column}Url`]}
            audioKey={`${audioKey}:${column}`}
          />
        ))}
      </div>
      <Block
        wide
        text={text}
        title={text.poetry}
        body={part.classicPoetry}
        url={part.classicPoetryUrl}
        audioKey={`${audioKey}:poetry`}
      />
    </div>
  )
}

/**
 * The explanations: a Chinese/English switch (it starts in the site's language), tabs per part of
 * speech, the Meaning / Sentence / Idiom columns and the Classic Poetry block, each with its audio.
 * The headings follow the chosen explanation language, so a child reading English sees English.
 */
export function SpeechPanel({ speechVo, cword }: { speechVo: SpeechVo[]; cword: string }) {
  const { i18n } = useTranslation()
  const siteText = useLexiconText()
  const [languageType, setLanguageType] = useState<0 | 1>(i18n.language === 'en' ? 1 : 0)
  const text = languageType === 1 ? lexiconContent.en : lexiconContent.zh
  const parts = speechVo.find((vo) => vo.languageType === languageType)?.parts ?? []

  return (
    <section className={styles.speech} aria-label={siteText.meaning}>
      <div className={styles.speechHead}>
        <span className={styles.muted}>{siteText.explanations}</span>
        <Segmented
          value={languageType}
          onChange={(value) => setLanguageType(value)}
          options={[
            { value: 0 as const, label: siteText.chinese },
            { value: 1 as const, label: siteText.english },
          ]}
        />
      </div>
      {parts.length === 0 ? (
        <p className={styles.noContent}>{text.noContent}</p>
      ) : (
        <Tabs
          aria-label={text.partsOfSpeech}
          items={parts.map((part, index) => ({
            key: String(index),
            label: part.partOfSpeechStr || text.meaning,
            children: <PartView part={part} text={text} audioKey={`${cword}:${languageType}:${index}`} />,
          }))}
        />
      )}
    </section>
  )
}
