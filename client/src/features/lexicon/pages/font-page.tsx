import { ArrowLeftOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { LoadingText } from '../../../components/loading-text'
import { RoundButton } from '../../../components/round-button'
import { paths } from '../../../config/paths'
import { useWordAt } from '../api/word-at'
import { GlyphPanel } from '../components/glyph-panel'
import { PlayButton } from '../components/play-button'
import { stopAudio } from '../components/single-audio'
import { SpeechPanel } from '../components/speech-panel'
import { TopicTags } from '../components/topic-tags'
import { Trail } from '../components/trail'
import styles from '../entry.module.css'
import { lexiconNs } from '../i18n'
import pageStyles from '../lexicon.module.css'
import { directoryQuery, readLexiconQuery } from '../lexicon-query'

/** /stu/lexicon/font (query p, t, total, n): one character, stepping through the whole lexicon. */
export default function Font() {
  const { t } = useTranslation(lexiconNs)
  const [params, setParams] = useSearchParams()
  const { position, productType, title } = readLexiconQuery(params)
  const word = useWordAt(productType, position)
  const total = word.data?.total ?? Number(params.get('total') ?? 0)
  const entry = word.data?.list[0]

  useEffect(() => stopAudio, [])
  useEffect(() => {
    if (entry) stopAudio()
  }, [entry])

  const go = (p: number) => {
    const next = new URLSearchParams(params)
    next.set('p', String(p))
    next.set('total', String(total))
    setParams(next)
  }

  return (
    <div className={pageStyles.page}>
      <Trail
        items={[
          t('events'),
          <Link key="directory" to={`${paths.stuLexiconDirectory}?${directoryQuery(params)}`}>
            {t('directory')}
          </Link>,
          title || t('defaultTitle'),
        ]}
      />
      <div className={styles.stepper}>
        <RoundButton
          size="large"
          icon={<LeftOutlined aria-hidden />}
          aria-label={t('previous')}
          disabled={position <= 1 || word.isFetching}
          onClick={() => go(position - 1)}
        />
        <span className={styles.position}>{total > 0 && t('position', { position, total })}</span>
        <RoundButton
          size="large"
          icon={<RightOutlined aria-hidden />}
          aria-label={t('next')}
          disabled={position >= total || word.isFetching}
          onClick={() => go(position + 1)}
        />
      </div>
      {word.isPending ? (
        <div className={pageStyles.state}>
          <LoadingText size="large" text={t('loading')} />
        </div>
      ) : !entry ? (
        <NoEntry text={t('noData')} />
      ) : (
        <article className={styles.entry} aria-label={entry.cword}>
          <div className={styles.entryTop}>
            <GlyphPanel key={entry.cword} entry={entry} />
            <div className={styles.reading}>
              <h1 className={styles.bigChar} lang="zh-CN">
                {entry.cword}
              </h1>
              <p className={styles.pinyinLine}>
                <span className={styles.pinyin} data-testid="pinyin">
                  {entry.pinyin}
                </span>
                <PlayButton
                  audioKey={`${entry.cword}:pinyin`}
                  url={entry.sound}
                  label={t('pinyin')}
                  size="large"
                />
              </p>
              <TopicTags ctopic={entry.ctopic} />
            </div>
          </div>
          <SpeechPanel key={entry.cword} cword={entry.cword} speechVo={entry.speechVo} />
        </article>
      )}
      <Link className={styles.back} to={`${paths.stuLexiconDirectory}?${directoryQuery(params)}`}>
        <ArrowLeftOutlined aria-hidden /> {t('backToDirectory')}
      </Link>
    </div>
  )
}

/** "No such character" as antd's info Alert draws it (a blue note with its i), without antd's Alert. */
function NoEntry({ text }: { text: string }) {
  return (
    <p role="alert" className={styles.noEntry}>
      <svg viewBox="64 64 896 896" aria-hidden="true" focusable="false">
        <path d="M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm32 664c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V456c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272zm-32-344a48.01 48.01 0 010-96 48.01 48.01 0 010 96z" />
      </svg>
      {text}
    </p>
  )
}
