import { awards, competitionGroups, labelOf, raceSchedules } from '@spell/shared'
import { type AwardRules, DEFAULT_AWARD_RULES } from '@spell/shared/api/certificates/award-rules'
import { Button, Descriptions, Form, InputNumber, Popconfirm, Radio, Select, Space, Table, Tag } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSiteLang } from '../../../i18n/use-site-lang'
import { useFeedback } from '../../../lib/feedback'
import { useIssueFromExam, useIssueOptions, usePreviewFromExam } from '../api/committee-certificates'
import { certificatesNs } from '../i18n'

const awardKeys = ['first', 'second', 'third', 'excellence'] as const
const SCORE_DEFAULTS: AwardRules = { mode: 'score', first: 18, second: 15, third: 12, excellence: 9 }

/** Issue from an ended semi-final: exam, rules, preview with counts, then issue (once per student). */
export function IssueFromExamTab() {
  const lang = useSiteLang()
  const { t: c } = useTranslation(certificatesNs, { keyPrefix: 'exam' })
  const { message } = useFeedback()
  const options = useIssueOptions()
  const preview = usePreviewFromExam()
  const issue = useIssueFromExam()
  const [quizId, setQuizId] = useState<number | null>(null)
  const [rules, setRules] = useState<AwardRules>(DEFAULT_AWARD_RULES)
  const seasonName = (id: number) => options.data?.seasons.find((s) => s.id === id)?.name ?? ''
  const changeRules = (next: AwardRules) => {
    setRules(next)
    preview.reset()
  }

  return (
    <div>
      <p style={{ maxWidth: 820 }}>{c('intro')}</p>
      <Form layout="vertical" style={{ maxWidth: 820 }}>
        <Form.Item label={c('exam')} htmlFor="certificate-exam">
          <Select
            id="certificate-exam"
            placeholder={c('examPlaceholder')}
            loading={options.isLoading}
            value={quizId ?? undefined}
            onChange={(id: number) => {
              setQuizId(id)
              preview.reset()
            }}
            options={(options.data?.exams ?? []).map((e) => ({
              value: e.id,
              label: `${e.name} · ${seasonName(e.season)} · ${labelOf(raceSchedules, e.raceSchedule, lang)} · ${c('students', { n: e.studentCount })}${e.ended ? '' : ` (${c('notEnded')})`}`,
            }))}
          />
        </Form.Item>
        <Form.Item label={c('mode')}>
          <Radio.Group
            value={rules.mode}
            onChange={(e) => changeRules(e.target.value === 'score' ? SCORE_DEFAULTS : DEFAULT_AWARD_RULES)}
            options={[
              { value: 'percent', label: c('percent') },
              { value: 'score', label: c('scoreRule') },
            ]}
          />
        </Form.Item>
        <Space wrap align="start">
          {awardKeys.map((key, i) => (
            <Form.Item key={key} label={labelOf(awards, i + 1, lang)} htmlFor={`rule-${key}`}>
              <InputNumber
                id={`rule-${key}`}
                min={0}
                max={rules.mode === 'percent' ? 100 : 1000}
                precision={0}
                suffix={rules.mode === 'percent' ? '%' : undefined}
                value={rules[key]}
                onChange={(v) => changeRules({ ...rules, [key]: v ?? 0 })}
              />
            </Form.Item>
          ))}
        </Space>
        <p style={{ marginTop: -8, color: 'var(--ink-soft)' }}>
          {rules.mode === 'percent' ? c('percentHint') : c('scoreHint')}
        </p>
        <Space>
          <Button
            disabled={quizId === null}
            loading={preview.isPending}
            onClick={() => quizId !== null && preview.mutate({ quizId, rules })}
          >
            {c('preview')}
          </Button>
          <Popconfirm
            title={c('issueConfirm')}
            disabled={!preview.data}
            onConfirm={async () => {
              if (quizId === null) return
              const done = await issue.mutateAsync({ quizId, rules })
              message.success(
                c('issued', {
                  issued: done.issued,
                  already: done.alreadyIssued,
                  missing: done.missingGroup,
                }),
                8,
              )
              preview.mutate({ quizId, rules })
            }}
          >
            <Button type="primary" disabled={!preview.data} loading={issue.isPending}>
              {c('issue')}
            </Button>
          </Popconfirm>
        </Space>
      </Form>
      {preview.data && (
        <div style={{ marginTop: 20 }}>
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, sm: 3, lg: 6 }}
            items={[
              { key: 'n', label: c('participants'), children: preview.data.participants },
              ...awards.map((a) => ({
                key: String(a.value),
                label: a.label[lang],
                children: preview.data.counts[String(a.value)] ?? 0,
              })),
            ]}
          />
          <Table
            style={{ marginTop: 12 }}
            rowKey="userId"
            size="small"
            dataSource={preview.data.rows}
            pagination={{ pageSize: 20 }}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: c('rank'), dataIndex: 'rank' },
              { title: c('name'), dataIndex: 'userName' },
              { title: c('phone'), dataIndex: 'phone' },
              { title: c('score'), dataIndex: 'score' },
              {
                title: c('award'),
                dataIndex: 'award',
                render: (a: number) => (
                  <Tag color={a <= 3 ? 'gold' : undefined}>{labelOf(awards, a, lang)}</Tag>
                ),
              },
              {
                title: c('group'),
                dataIndex: 'group',
                render: (g: number | null) =>
                  g === null ? <Tag color="red">{c('noGroup')}</Tag> : labelOf(competitionGroups, g, lang),
              },
              {
                title: c('existing'),
                dataIndex: 'existingCode',
                render: (code: string | null) => code ?? '—',
              },
            ]}
          />
        </div>
      )}
    </div>
  )
}
