import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { characterTopics } from '@spell/shared'
import type { AdminWordEntry, WordEdit } from '@spell/shared/api/lexicon/admin-words'
import type { MediaOrigin, SpeechPart, WordEntry } from '@spell/shared/api/lexicon/words'
import { Button, Card, Checkbox, Empty, Input, List, Space, Tabs, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { useSiteLang } from '../../../i18n/use-site-lang'
import { feedback } from '../../../lib/feedback'
import { lexiconNs } from '../i18n'
import { HiddenSwitch } from './hidden-switch'
import { useAdminWord, useAdminWordSearch, useSaveWord } from './lexicon-admin-api'
import { MediaField } from './media-field'
import { OriginTag } from './origin-tag'

const textFields = ['meaning', 'sentence', 'idiom', 'classicPoetry'] as const

const blankPart = (): SpeechPart => ({
  partOfSpeechStr: '',
  meaning: null,
  meaningUrl: null,
  words: null,
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
  origins,
  onChange,
  onRemove,
}: {
  part: SpeechPart
  /** The first part's items' origins ("sentence", "meaningUrl"…), where the site generates some. */
  origins: Record<string, MediaOrigin> | undefined
  onChange: (part: SpeechPart) => void
  onRemove: () => void
}) {
  const { t } = useTranslation(lexiconNs)
  return (
    <Card
      size="small"
      title={
        <Input
          aria-label={t('admin.partOfSpeech')}
          placeholder={t('admin.partOfSpeech')}
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
          aria-label={t('admin.removePart')}
          onClick={onRemove}
        />
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {textFields.map((field) => (
          <div key={field}>
            {origins && (origins[field] || origins[`${field}Url`]) && (
              <div>
                {t(`admin.${field}`)} <OriginTag origin={origins[field]} />
                {t('admin.audio')} <OriginTag origin={origins[`${field}Url`]} />
              </div>
            )}
            <Input.TextArea
              aria-label={t(`admin.${field}`)}
              placeholder={t(`admin.${field}`)}
              autoSize={{ minRows: 1, maxRows: 6 }}
              value={part[field] ?? ''}
              onChange={(e) => onChange({ ...part, [field]: e.target.value || null })}
            />
            <MediaField
              kind="audio"
              label={`${t(`admin.${field}`)} ${t('admin.audio')}`}
              value={part[`${field}Url`]}
              onChange={(url) => onChange({ ...part, [`${field}Url`]: url })}
            />
            {field === 'meaning' && (
              <Input.TextArea
                aria-label={t('admin.words')}
                placeholder={t('admin.words')}
                autoSize={{ minRows: 1, maxRows: 6 }}
                value={part.words ?? ''}
                onChange={(e) => onChange({ ...part, words: e.target.value || null })}
              />
            )}
          </div>
        ))}
      </Space>
    </Card>
  )
}

function WordEditor({ entry }: { entry: AdminWordEntry }) {
  const { t } = useTranslation(lexiconNs)
  const lang = useSiteLang()
  const [edit, setEdit] = useState(() => toEdit(entry))
  const [origins, setOrigins] = useState(entry.origins)
  const originsOf = (languageType: 0 | 1) => {
    const prefix = languageType === 0 ? 'zh.' : 'en.'
    return Object.fromEntries(
      Object.entries(origins ?? {})
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, origin]) => [key.slice(prefix.length), origin]),
    )
  }
  const save = useSaveWord()
  const setParts = (languageType: 0 | 1, parts: SpeechPart[]) =>
    setEdit({
      ...edit,
      speechVo: edit.speechVo.map((vo) => (vo.languageType === languageType ? { ...vo, parts } : vo)),
    })
  const topics = edit.ctopic.split(',').filter(Boolean)

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <h2 style={{ margin: 0, fontSize: 40 }} lang="zh-CN">
        {entry.cword}
      </h2>
      <HiddenSwitch entry={entry} />
      <div>
        {t('admin.pinyin')}
        <Input
          aria-label={t('admin.pinyin')}
          value={edit.pinyin}
          onChange={(e) => setEdit({ ...edit, pinyin: e.target.value })}
        />
      </div>
      <fieldset>
        <legend>{t('admin.topics')}</legend>
        <Checkbox.Group
          value={topics}
          onChange={(values) =>
            setEdit({ ...edit, ctopic: [...values].sort((a, b) => Number(a) - Number(b)).join(',') })
          }
          options={characterTopics.map((topic) => ({
            value: topic.value,
            label: topic.label[lang],
          }))}
        />
      </fieldset>
      {(['sound', 'simpleUrl', 'sealScript', 'officialScript', 'regularScript'] as const).map((field) => (
        <div key={field}>
          {t(`admin.${field}`)} <OriginTag origin={origins?.[field]} />
          <MediaField
            kind={field === 'sound' ? 'audio' : 'image'}
            label={t(`admin.${field}`)}
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
            label: languageType === 0 ? t('admin.chinese') : t('admin.english'),
            children: (
              <Space orientation="vertical" style={{ width: '100%' }}>
                {parts.map((part, index) => (
                  <PartEditor
                    // biome-ignore lint/suspicious/noArrayIndexKey: parts have no id; their order is their identity
                    key={index}
                    part={part}
                    origins={index === 0 ? originsOf(languageType) : undefined}
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
                  {t('admin.addPart')}
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
              setOrigins(saved.origins)
              feedback()?.message.success(t('admin.saved'))
            },
          })
        }
      >
        {t('admin.save')}
      </Button>
    </Space>
  )
}

/** /admin/lexicon: the committee searches a character and edits any field of its entry. */
export function LexiconAdminPanel() {
  const { t } = useTranslation(lexiconNs)
  const [search, setSearch] = useState('')
  const [params] = useSearchParams()
  // The content desk's review queue opens an entry here by its id.
  const [id, setId] = useState<number | null>(() => Number(params.get('id')) || null)
  const results = useAdminWordSearch(search)
  const word = useAdminWord(id)

  return (
    <section aria-label={t('admin.title')}>
      <h1>{t('admin.title')}</h1>
      <p>{t('admin.intro')}</p>
      <p>
        <Link to="/admin/lexicon/desk">{t('desk.open')}</Link>
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
        <div style={{ flex: '0 1 280px', minWidth: 240 }}>
          <Input.Search
            allowClear
            aria-label={t('admin.search')}
            placeholder={t('admin.search')}
            onSearch={(value) => setSearch(value.trim())}
          />
          <List
            size="small"
            loading={results.isFetching}
            locale={{ emptyText: t('admin.none') }}
            dataSource={results.data?.list.slice(0, 60) ?? []}
            renderItem={(item) => (
              <List.Item>
                <Button type={item.id === id ? 'primary' : 'text'} onClick={() => setId(item.id)}>
                  {item.cword} {item.pinyin}
                </Button>
                {item.hidden && <Tag>{t('admin.hiddenTag')}</Tag>}
              </List.Item>
            )}
          />
        </div>
        <div style={{ flex: '1 1 420px', minWidth: 280 }}>
          {word.data ? (
            <WordEditor key={`${word.data.id}:${word.dataUpdatedAt}`} entry={word.data} />
          ) : (
            <Empty description={t('admin.pick')} />
          )}
        </div>
      </div>
    </section>
  )
}
