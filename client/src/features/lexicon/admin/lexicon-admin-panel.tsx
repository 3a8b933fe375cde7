import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { characterTopics } from '@spell/shared'
import type { WordEdit } from '@spell/shared/api/lexicon/admin-words'
import type { SpeechPart, WordEntry } from '@spell/shared/api/lexicon/words'
import { Button, Card, Checkbox, Empty, Input, List, Space, Tabs } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { feedback } from '../../../lib/feedback'
import { useAdminLexiconText } from './admin-content'
import { useAdminWord, useAdminWordSearch, useSaveWord } from './lexicon-admin-api'
import { MediaField } from './media-field'

type Text = ReturnType<typeof useAdminLexiconText>
const textFields = ['meaning', 'sentence', 'idiom', 'classicPoetry'] as const

const blankPart = (): SpeechPart => ({
  partOfSpeechStr: '',
  meaning: null,
  meaningUrl: null,
  sentence: null,
  sentenceUrl: null,
  idiom: null,
  idiomUrl: null,
  classicPoetry: null,
  classicPoetryUrl: null,
})

const toEdit = (entry: WordEntry): WordEdit => ({
  id: entry.id,
  ctopic: entry.ctopic,
  pinyin: entry.pinyin,
  sound: entry.sound,
  simpleUrl: entry.simpleUrl,
  sealScript: entry.sealScript,
  officialScript: entry.officialScript,
  regularScript: entry.regularScript,
  speechVo: ([0, 1] as const).map((languageType) => ({
    languageType,
    parts: entry.speechVo.find((vo) => vo.languageType === languageType)?.parts ?? [],
  })),
})

function PartEditor({
  part,
  onChange,
  onRemove,
  text,
}: {
  part: SpeechPart
  onChange: (part: SpeechPart) => void
  onRemove: () => void
  text: Text
}) {
  return (
    <Card
      size="small"
      title={
        <Input
          aria-label={text.partOfSpeech}
          placeholder={text.partOfSpeech}
          value={part.partOfSpeechStr}
          maxLength={40}
          onChange={(e) => onChange({ ...part, partOfSpeechStr: e.target.value })}
        />
      }
      extra={
        <Button
          danger
          type="text"
          icon={<DeleteOutlined aria-hidden />}
          aria-label={text.removePart}
          onClick={onRemove}
        />
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {textFields.map((field) => (
          <div key={field}>
            <Input.TextArea
              aria-label={text[field]}
              placeholder={text[field]}
              autoSize={{ minRows: 1, maxRows: 6 }}
              value={part[field] ?? ''}
              onChange={(e) => onChange({ ...part, [field]: e.target.value || null })}
            />
            <MediaField
              kind="audio"
              label={`${text[field]} ${text.audio}`}
              value={part[`${field}Url`]}
              onChange={(url) => onChange({ ...part, [`${field}Url`]: url })}
            />
          </div>
        ))}
      </Space>
    </Card>
  )
}

function WordEditor({ entry }: { entry: WordEntry }) {
  const text = useAdminLexiconText()
  const { i18n } = useTranslation()
  const [edit, setEdit] = useState(() => toEdit(entry))
  const save = useSaveWord()
  const setParts = (languageType: 0 | 1, parts: SpeechPart[]) =>
    setEdit({
      ...edit,
      speechVo: edit.speechVo.map((vo) => (vo.languageType === languageType ? { ...vo, parts } : vo)),
    })
  const topics = edit.ctopic.split(',').filter(Boolean)

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <h3 style={{ margin: 0, fontSize: 40 }} lang="zh-CN">
        {entry.cword}
      </h3>
      <div>
        {text.pinyin}
        <Input
          aria-label={text.pinyin}
          value={edit.pinyin}
          onChange={(e) => setEdit({ ...edit, pinyin: e.target.value })}
        />
      </div>
      <fieldset>
        <legend>{text.topics}</legend>
        <Checkbox.Group
          value={topics}
          onChange={(values) =>
            setEdit({ ...edit, ctopic: [...values].sort((a, b) => Number(a) - Number(b)).join(',') })
          }
          options={characterTopics.map((t) => ({
            value: t.value,
            label: i18n.language === 'en' ? t.label.en : t.label.zh,
          }))}
        />
      </fieldset>
      {(['sound', 'simpleUrl', 'sealScript', 'officialScript', 'regularScript'] as const).map((field) => (
        <div key={field}>
          {text[field]}
          <MediaField
            kind={field === 'sound' ? 'audio' : 'image'}
            label={text[field]}
            value={edit[field]}
            onChange={(url) => setEdit({ ...edit, [field]: url })}
          />
        </div>
      ))}
      <Tabs
        items={([0, 1] as const).map((languageType) => {
          const parts = edit.speechVo.find((vo) => vo.languageType === languageType)?.parts ?? []
          return {
            key: String(languageType),
            label: languageType === 0 ? text.chinese : text.english,
            children: (
              <Space orientation="vertical" style={{ width: '100%' }}>
                {parts.map((part, index) => (
                  <PartEditor
                    // biome-ignore lint/suspicious/noArrayIndexKey: parts have no id; their order is their identity
                    key={index}
                    part={part}
                    text={text}
                    onChange={(next) =>
                      setParts(
                        languageType,
                        parts.map((p, i) => (i === index ? next : p)),
                      )
                    }
                    onRemove={() =>
                      setParts(
                        languageType,
                        parts.filter((_, i) => i !== index),
                      )
                    }
                  />
                ))}
                <Button
                  icon={<PlusOutlined aria-hidden />}
                  onClick={() => setParts(languageType, [...parts, blankPart()])}
                >
                  {text.addPart}
                </Button>
              </Space>
            ),
          }
        })}
      />
      <Button
        type="primary"
        size="large"
        loading={save.isPending}
        onClick={() =>
          save.mutate(edit, {
            onSuccess: (saved) => {
              setEdit(toEdit(saved))
              feedback()?.message.success(text.saved)
            },
          })
        }
      >
        {text.save}
      </Button>
    </Space>
  )
}

/** /admin/lexicon: the committee searches a character and edits any field of its entry. */
export function LexiconAdminPanel() {
  const text = useAdminLexiconText()
  const [search, setSearch] = useState('')
  const [id, setId] = useState<number | null>(null)
  const results = useAdminWordSearch(search)
  const word = useAdminWord(id)

  return (
    <section aria-label={text.title}>
      <h2>{text.title}</h2>
      <p>{text.intro}</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
        <div style={{ flex: '0 1 280px', minWidth: 240 }}>
          <Input.Search
            allowClear
            aria-label={text.search}
            placeholder={text.search}
            onSearch={(value) => setSearch(value.trim())}
          />
          <List
            size="small"
            loading={results.isFetching}
            locale={{ emptyText: text.none }}
            dataSource={results.data?.list.slice(0, 60) ?? []}
            renderItem={(item) => (
              <List.Item>
                <Button type={item.id === id ? 'primary' : 'text'} onClick={() => setId(item.id)}>
                  {item.cword} {item.pinyin}
                </Button>
              </List.Item>
            )}
          />
        </div>
        <div style={{ flex: '1 1 420px', minWidth: 280 }}>
          {word.data ? (
            <WordEditor key={`${word.data.id}:${word.dataUpdatedAt}`} entry={word.data} />
          ) : (
            <Empty description={text.pick} />
          )}
        </div>
      </div>
    </section>
  )
}
