import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { useTopics } from '../api/topics'

const colours: Record<string, string> = {
  '1': 'green',
  '2': 'cyan',
  '3': 'blue',
  '4': 'geekblue',
  '5': 'purple',
  '6': 'magenta',
  '7': 'gold',
}

/** A character's topics (ctopic, comma-separated codes) as labels from the c_topic dictionary. */
export function TopicTags({ ctopic }: { ctopic: string }) {
  const { i18n } = useTranslation()
  const topics = useTopics().data ?? []
  const codes = ctopic.split(',').filter(Boolean)
  return (
    <span>
      {codes.map((code) => {
        const topic = topics.find((t) => t.dictValue === code)
        if (!topic) return null
        return (
          <Tag key={code} color={colours[code] ?? 'default'} bordered={false}>
            {i18n.language === 'en' ? topic.dictLabelEn : topic.dictLabel}
          </Tag>
        )
      })}
    </span>
  )
}
