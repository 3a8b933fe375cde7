import { CheckCircleOutlined, EditOutlined, KeyOutlined, PlusOutlined } from '@ant-design/icons'
import { raceSchedules } from '@spell/shared'
import { type RaceSchedule, saveSeason } from '@spell/shared/api/exam-admin/calendar'
import { type SeasonListItem, setSeasonCharacterBankPassword } from '@spell/shared/api/seasons/seasons'
import { chinaDateTime } from '@spell/shared/time/china-time'
import { Button, Form, Input, InputNumber, Modal, Space, Table, type TableColumnsType, Tabs, Tag } from 'antd'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import styles from '../../../components/admin-panel.module.css'
import { FormField } from '../../../components/form-field'
import { useMakeSeasonCurrent, useSeasonList, useSetCharacterBankPassword } from '../../../hooks/use-season'
import { currentLang } from '../../../i18n'
import { useFeedback } from '../../../lib/feedback'
import { formResolver } from '../../../lib/form-resolver'
import { useExamCalendar, useSaveSeason } from '../api/calendar'
import examAdminStyles from '../exam-admin.module.css'
import { examAdminNs } from '../i18n'
import { ScheduleDialog } from './schedule-dialog'

const formatTime = (value: string | null) => (value ? chinaDateTime(value, 'minute') : '—')

/** A window on two lines, its start over its end: on one line two windows crowd out the edit column. */
const formatWindow = (from: string | null, to: string | null) => (
  <span className={examAdminStyles.window}>
    <span>{formatTime(from)} ~</span> <span>{formatTime(to)}</span>
  </span>
)

function SeasonDialog({ open, nextId, onClose }: { open: boolean; nextId: number; onClose: () => void }) {
  const { t } = useTranslation(examAdminNs)
  const { message } = useFeedback()
  const save = useSaveSeason()
  const form = useForm<{ id: number; name: string }>({
    resolver: formResolver<{ id: number; name: string }>(saveSeason.request),
    defaultValues: { id: nextId, name: '' },
  })
  const { reset } = form
  useEffect(() => {
    if (open) reset({ id: nextId, name: '' })
  }, [open, nextId, reset])
  const submit = form.handleSubmit(async (values) => {
    if (
      await save.mutateAsync(values).then(
        () => true,
        () => false,
      )
    ) {
      message.success(t('saved'))
      onClose()
    }
  })
  return (
    <Modal
      open={open}
      title={t('calendar.addSeason')}
      okText={t('save')}
      okButtonProps={{ loading: save.isPending }}
      cancelText={t('cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" requiredMark={false} onFinish={() => void submit()}>
        <FormField control={form.control} name="id" id="season-id" label={t('calendar.seasonId')}>
          {(field) => <InputNumber {...field} min={1} max={99} style={{ width: '100%' }} />}
        </FormField>
        <FormField control={form.control} name="name" id="season-name" label={t('calendar.seasonName')}>
          {(field) => <Input {...field} maxLength={9} placeholder="2025~2026" />}
        </FormField>
      </Form>
    </Modal>
  )
}

function BankPasswordDialog({
  season,
  onClose,
}: {
  season: { id: number; name: string } | null
  onClose: () => void
}) {
  const { t } = useTranslation(examAdminNs)
  const { message } = useFeedback()
  const save = useSetCharacterBankPassword()
  const form = useForm<{ season: number; password: string }>({
    resolver: formResolver<{ season: number; password: string }>(setSeasonCharacterBankPassword.request),
    defaultValues: { season: season?.id ?? 0, password: '' },
  })
  const { reset } = form
  useEffect(() => {
    if (season) reset({ season: season.id, password: '' })
  }, [season, reset])
  const submit = form.handleSubmit(async (values) => {
    if (
      await save.mutateAsync(values).then(
        () => true,
        () => false,
      )
    ) {
      message.success(t('calendar.bankPasswordSaved'))
      onClose()
    }
  })
  return (
    <Modal
      open={season !== null}
      title={t('calendar.bankPasswordTitle', { name: season?.name ?? '' })}
      okText={t('save')}
      okButtonProps={{ loading: save.isPending }}
      cancelText={t('cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical" requiredMark={false} onFinish={() => void submit()}>
        <p>{t('calendar.bankPasswordHelp')}</p>
        <FormField
          control={form.control}
          name="password"
          id="bank-password"
          label={t('calendar.bankPassword')}
        >
          {(field) => <Input.Password {...field} maxLength={64} autoComplete="new-password" />}
        </FormField>
      </Form>
    </Modal>
  )
}

/** What the committee does with one season: make it current, set its character bank password. */
function SeasonActions({ season, onBankPassword }: { season: SeasonListItem; onBankPassword: () => void }) {
  const { t } = useTranslation(examAdminNs)
  const { message, modal } = useFeedback()
  const makeCurrent = useMakeSeasonCurrent()
  const confirm = () =>
    modal.confirm({
      title: t('calendar.makeCurrent'),
      content: t('calendar.makeCurrentConfirm', { name: season.name }),
      okText: t('calendar.makeCurrent'),
      cancelText: t('cancel'),
      onOk: () =>
        makeCurrent
          .mutateAsync({ id: season.id })
          .then(() => message.success(t('calendar.madeCurrent', { name: season.name })))
          .catch(() => undefined),
    })
  return (
    <Space wrap className={examAdminStyles.seasonActions}>
      {season.isCurrent ? (
        <Tag color="green">{t('calendar.current')}</Tag>
      ) : (
        <Button icon={<CheckCircleOutlined aria-hidden />} onClick={confirm} loading={makeCurrent.isPending}>
          {t('calendar.makeCurrent')}
        </Button>
      )}
      <Button icon={<KeyOutlined aria-hidden />} onClick={onBankPassword}>
        {t('calendar.bankPassword')}
      </Button>
      <Link to="/admin/products">{t('calendar.products')}</Link>
    </Space>
  )
}

/** 赛季与赛程: each season's race schedules and their sign-up, examination and results windows. */
export function CalendarPanel() {
  const { t } = useTranslation(examAdminNs)
  const lang = currentLang()
  const calendar = useExamCalendar()
  const seasons = calendar.data?.seasons ?? []
  const [season, setSeason] = useState<number | null>(null)
  const [editing, setEditing] = useState<RaceSchedule | null | 'new'>(null)
  const [addingSeason, setAddingSeason] = useState(false)
  const [passwordFor, setPasswordFor] = useState<{ id: number; name: string } | null>(null)
  const list = useSeasonList()
  const listed = (id: number) => list.data?.find((s) => s.id === id) ?? { id, name: '', isCurrent: false }
  const shown = season ?? seasons[seasons.length - 1]?.id ?? 1

  const columns: TableColumnsType<RaceSchedule> = [
    {
      title: t('raceSchedule'),
      dataIndex: 'raceSchedule',
      render: (value: number) => raceSchedules.find((r) => r.value === value)?.label[lang] ?? value,
    },
    {
      title: t('calendar.signUp'),
      render: (_, s) => formatWindow(s.signUpStartTime, s.signUpEndTime),
    },
    {
      title: t('calendar.examination'),
      render: (_, s) => formatWindow(s.examinationStartTime, s.examinationEndTime),
    },
    { title: t('calendar.publishTime'), dataIndex: 'publishTime', render: formatTime },
    {
      title: t('actions'),
      // Where the table still scrolls (a narrow window, long English names), the edit stays in sight.
      fixed: 'end',
      render: (_, s) => (
        <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(s)}>
          {t('edit')}
        </Button>
      ),
    },
  ]

  return (
    <section className={styles.panel} aria-labelledby="calendar-title">
      <header className={styles.panelHead}>
        <div className={styles.panelHeadText}>
          <h1 id="calendar-title" className={styles.panelTitle}>
            {t('calendar.title')}
          </h1>
          <p className={styles.panelIntro}>{t('calendar.intro')}</p>
          <p className={styles.panelIntro}>{t('calendar.seasonHelp')}</p>
        </div>
        <Space wrap>
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setAddingSeason(true)}>
            {t('calendar.addSeason')}
          </Button>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            {t('calendar.addSchedule')}
          </Button>
        </Space>
      </header>
      <Tabs
        activeKey={String(shown)}
        onChange={(key) => setSeason(Number(key))}
        items={seasons.map((s) => ({
          key: String(s.id),
          label: listed(s.id).isCurrent ? `${s.name} · ${t('calendar.current')}` : s.name,
          children: (
            <>
              <SeasonActions
                season={{ ...listed(s.id), name: s.name }}
                onBankPassword={() => setPasswordFor(s)}
              />
              <Table<RaceSchedule>
                rowKey="id"
                columns={columns}
                dataSource={calendar.data?.schedules.filter((row) => row.season === s.id)}
                loading={calendar.isLoading}
                scroll={{ x: 'max-content' }}
                pagination={false}
                locale={{ emptyText: t('calendar.empty') }}
              />
            </>
          ),
        }))}
      />
      <ScheduleDialog
        open={editing !== null}
        schedule={editing === 'new' ? null : editing}
        season={shown}
        seasons={seasons}
        onClose={() => setEditing(null)}
      />
      <BankPasswordDialog season={passwordFor} onClose={() => setPasswordFor(null)} />
      <SeasonDialog
        open={addingSeason}
        nextId={Math.max(0, ...seasons.map((s) => s.id)) + 1}
        onClose={() => setAddingSeason(false)}
      />
    </section>
  )
}
