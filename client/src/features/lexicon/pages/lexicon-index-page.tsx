import { BookOutlined, StarFilled } from '@ant-design/icons'
import { characterTopics } from '@spell/shared'
import { chinaDayNumber } from '@spell/shared/time/china-time'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LoadingText } from '../../../components/loading-text'
import { PlainButton } from '../../../components/plain-button'
import { paths } from '../../../config/paths'
import { useSiteLang } from '../../../i18n/use-site-lang'
import { useWordList } from '../api/word-list'
import { LexiconCredits } from '../components/credits'
import { lexiconNs } from '../i18n'
import styles from '../lexicon.module.css'

/** A character for today: the same for everyone on a given China day, among the first thousand. */
const dayIndex = (count: number) => chinaDayNumber(Date.now()) % Math.max(1, count)

/** /stu/lexicon/index: the character bank's front page. */
export default function LexiconIndex() {
  const { t } = useTranslation(lexiconNs)
  const lang = useSiteLang()
  const words = useWordList(undefined, '')
  const list = words.data?.list ?? []
  const common = list.filter((w) => w.ctopic.split(',').includes('1'))
  const today = common[dayIndex(common.length)]
  const directory = (extra = '') =>
    `${paths.stuLexiconDirectory}?n=${encodeURIComponent(t('defaultTitle'))}${extra}`

  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <div>
          <h1 className={styles.title}>{t('indexTitle')}</h1>
          <p className={styles.lead}>{t('indexIntro')}</p>
          <Link to={directory()}>
            <PlainButton type="primary" size="large" icon={<BookOutlined aria-hidden />}>
              {t('browse')}
            </PlainButton>
          </Link>
        </div>
        <ul className={styles.stats}>
          {t('stats', { returnObjects: true }).map(({ value, label }) => (
            <li key={label}>
              <strong>{value}</strong>
              <span>{label}</span>
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.cards}>
        <section className={styles.card}>
          <h2>{t('todayTitle')}</h2>
          <p className={styles.muted}>{t('todayText')}</p>
          {words.isPending ? (
            <LoadingText text={t('loading')} />
          ) : today ? (
            <Link
              className={styles.todayChar}
              to={`${paths.stuLexiconFont}?p=${today.seq}&total=${words.data?.total ?? ''}&n=${encodeURIComponent(t('defaultTitle'))}&letter=${today.firstLetter}`}
            >
              <span lang="zh-CN">{today.cword}</span>
              <small>{today.pinyin}</small>
              <em>
                {t('openCharacter')} <StarFilled aria-hidden />
              </em>
            </Link>
          ) : null}
        </section>
        <section className={styles.card}>
          <h2>{t('general')}</h2>
          <p>{t('generalText')}</p>
          <Link to={directory()}>{t('browse')} →</Link>
        </section>
        <section className={styles.card}>
          <h2>{t('topicsTitle')}</h2>
          <ul className={styles.topicList}>
            {characterTopics.map((topic) => {
              const count = list.filter((w) => w.ctopic.split(',').includes(topic.value)).length
              return (
                <li key={topic.value}>
                  <span>{topic.label[lang]}</span>
                  <b>{words.data ? count : '…'}</b>
                </li>
              )
            })}
          </ul>
        </section>
      </div>
      <LexiconCredits />
    </div>
  )
}
