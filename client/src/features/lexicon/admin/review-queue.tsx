import { REVIEW_PAGE_SIZE, type ReviewEntry } from '@spell/shared/api/lexicon/content-desk'
import type { SpeechPart } from '@spell/shared/api/lexicon/words'
import { Button, Card, Empty, Space, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { feedback } from '../../../lib/feedback'
import { lexiconNs } from '../i18n'
import { useReviewQueue, useReviewWord } from './content-desk-api'
import { useSetWordHidden } from './set-word-hidden'

const shownFields = ['meaning', 'words', 'sentence', 'idiom', 'classicPoetry'] as const
const labelKeys = {
  meaning: 'admin.meaning',
  words: 'admin.words',
  sentence: 'admin.sentence',
  idiom: 'admin.idiom',
  classicPoetry: 'admin.classicPoetry',
} as const

/** One language's first part as students see it, each text with its source or "not yet available". */
function Texts({ part, title }: { part: SpeechPart | undefined; title: string }) {
  const { t } = useTranslation(lexiconNs)
  return (
    <section aria-label={title}>
      <h3 style={{ margin: '4px 0' }}>{title}</h3>
      <dl style={{ margin: 0 }}>
        {shownFields.map((field) => {
          const source = part?.sources?.[field]
          return (
            <div key={field} style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
              <dt style={{ flex: '0 0 88px', color: '#6b6456' }}>{t(labelKeys[field])}</dt>
              <dd style={{ margin: 0, whiteSpace: 'pre-line' }}>
                {part?.[field] || t('noContent')}
                {part?.[field] && source && <Tag style={{ marginLeft: 8 }}>{t(`desk.source.${source}`)}</Tag>}
              </dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}

function QueueItem({ entry }: { entry: ReviewEntry }) {
  const { t } = useTranslation(lexiconNs)
  const review = useReviewWord()
  const hide = useSetWordHidden()
  const part = (languageType: 0 | 1) =>
    entry.speechVo.find((vo) => vo.languageType === languageType)?.parts[0]
  return (
    <Card
      size="small"
      data-testid={`review-${entry.cword}`}
      title={
        <span lang="zh-CN">
          {entry.cword} {entry.pinyin} {entry.hidden && <Tag>{t('admin.hiddenTag')}</Tag>}
        </span>
      }
      extra={
        <Space wrap>
          <Button
            type="primary"
            loading={review.isPending}
            onClick={() =>
              review.mutate(
                { id: entry.id, reviewed: true },
                { onSuccess: () => feedback()?.message.success(t('desk.approved', { cword: entry.cword })) },
              )
            }
          >
            {t('desk.approve')}
          </Button>
          <Link to={`/admin/lexicon?id=${entry.id}`}>{t('desk.edit')}</Link>
          {!entry.hidden && (
            <Button
              danger
              loading={hide.isPending}
              onClick={() =>
                hide.mutate(
                  { id: entry.id, hidden: true },
                  {
                    onSuccess: () =>
                      feedback()?.message.success(t('desk.hiddenDone', { cword: entry.cword })),
                  },
                )
              }
            >
              {t('desk.hide')}
            </Button>
          )}
        </Space>
      }
    >
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: 16 }}>
        <Texts part={part(0)} title={t('desk.chinese')} />
        <Texts part={part(1)} title={t('desk.english')} />
      </div>
    </Card>
  )
}

/** Entries not yet reviewed, most common first: approve, open in the editor, or hide. */
export function ReviewQueue() {
  const { t } = useTranslation(lexiconNs)
  const [pageNum, setPageNum] = useState(1)
  const queue = useReviewQueue(pageNum)
  const total = queue.data?.total ?? 0
  return (
    <section aria-labelledby="lexicon-review-queue">
      <h2 id="lexicon-review-queue">{t('desk.queue')}</h2>
      <p>{t('desk.queueIntro', { total })}</p>
      {queue.data && queue.data.list.length === 0 ? (
        <Empty description={t('desk.queueEmpty')} />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {queue.data?.list.map((entry) => (
            <QueueItem key={entry.id} entry={entry} />
          ))}
        </Space>
      )}
      <Space style={{ marginTop: 12 }}>
        <Button disabled={pageNum <= 1} onClick={() => setPageNum(pageNum - 1)}>
          {t('desk.previous')}
        </Button>
        <Button disabled={pageNum * REVIEW_PAGE_SIZE >= total} onClick={() => setPageNum(pageNum + 1)}>
          {t('desk.next')}
        </Button>
      </Space>
    </section>
  )
}
