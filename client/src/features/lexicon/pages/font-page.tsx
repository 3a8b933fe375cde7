import { ArrowLeftOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons'
import { Alert, Button, Spin } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { paths } from '../../../config/paths'
import { useWordAt } from '../api/word-at'
import { GlyphPanel } from '../components/glyph-panel'
import { PlayButton } from '../components/play-button'
import { RequireLogin } from '../components/require-student'
import { stopAudio } from '../components/single-audio'
import { SpeechPanel } from '../components/speech-panel'
import { TopicTags } from '../components/topic-tags'
import { Trail } from '../components/trail'
import styles from '../entry.module.css'
import { lexiconNs } from '../i18n'
import pageStyles from '../lexicon.module.css'
import { directoryQuery, readLexiconQuery } from '../lexicon-query'

/** /stu/lexicon/font (query p, t, total, n): one character, stepping through the whole lexicon. */
export default function FontPage() {
  return (
    <RequireLogin>
      <Font />
    </RequireLogin>
  )
}

function Font() {
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
        <Button
          shape="circle"
          size="large"
          icon={<LeftOutlined aria-hidden />}
          aria-label={t('previous')}
          disabled={position <= 1 || word.isFetching}
          onClick={() => go(position - 1)}
        />
        <span className={styles.position}>{total > 0 && t('position', { position, total })}</span>
        <Button
          shape="circle"
          size="large"
          icon={<RightOutlined aria-hidden />}
          aria-label={t('next')}
          disabled={position >= total || word.isFetching}
          onClick={() => go(position + 1)}
        />
      </div>
      {word.isPending ? (
        <div className={pageStyles.state}>
          <Spin size="large" description={t('loading')} />
        </div>
      ) : !entry ? (
        <Alert type="info" showIcon title={t('noData')} />
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
