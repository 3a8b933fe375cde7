import { useSiteLang } from '../../../i18n/use-site-lang'
import { useTopics } from '../api/topics'
import styles from './topic-tags.module.css'

/** Each topic code's colour, as antd's preset tag colours (HSK 1-6 and 常用字). */
const colours: Record<string, string | undefined> = {
  '1': styles.green,
  '2': styles.cyan,
  '3': styles.blue,
  '4': styles.geekblue,
  '5': styles.purple,
  '6': styles.magenta,
  '7': styles.gold,
}

/**
 * A character's topics (ctopic, comma-separated codes) as labels from the c_topic dictionary, drawn as
 * antd's borderless preset-colour tags without antd's Tag and its checkable-tag code.
 */
export function TopicTags({ ctopic }: { ctopic: string }) {
  const lang = useSiteLang()
  const topics = useTopics().data ?? []
  const codes = ctopic.split(',').filter(Boolean)
  return (
    <span>
      {codes.map((code) => {
        const topic = topics.find((t) => t.dictValue === code)
        if (!topic) return null
        return (
          <span key={code} className={`${styles.tag} ${colours[code] ?? styles.plain}`}>
            {lang === 'en' ? topic.dictLabelEn : topic.dictLabel}
          </span>
        )
      })}
    </span>
  )
}
