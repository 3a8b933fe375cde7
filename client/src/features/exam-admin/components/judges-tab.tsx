import type { CallResponse } from '@spell/shared'
import type { getAdminExam } from '@spell/shared/api/exam-admin/exams'
import { Button, Checkbox, Empty, Space } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFeedback } from '../../../lib/feedback'
import { useSetJudges } from '../api/exams'
import { examAdminNs } from '../i18n'

type Judge = CallResponse<typeof getAdminExam>['judges'][number]

/** Which judges may control the exam. One of them controls it at a time; the others watch. */
export function JudgesTab({ quizId, judges }: { quizId: number; judges: Judge[] }) {
  const { t } = useTranslation(examAdminNs)
  const { message } = useFeedback()
  const save = useSetJudges()
  const assigned = judges.filter((j) => j.assigned).map((j) => j.userId)
  const [chosen, setChosen] = useState<number[]>(assigned)
  const assignedKey = assigned.join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the server's list when it changes
  useEffect(() => setChosen(assigned), [assignedKey])

  if (judges.length === 0) return <Empty description={t('judges.none')} />
  return (
    <>
      <p style={{ marginTop: 0 }}>{t('judges.intro')}</p>
      <Checkbox.Group
        value={chosen}
        onChange={(values) => setChosen(values as number[])}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        options={judges.map((j) => ({ value: j.userId, label: `${j.userName} · ${j.phone ?? ''}` }))}
      />
      <Space style={{ marginTop: 16 }}>
        <Button
          type="primary"
          loading={save.isPending}
          onClick={async () => {
            if (await save.mutateAsync({ quizId, judgeIds: chosen }).catch(() => null))
              message.success(t('saved'))
          }}
        >
          {t('judges.save')}
        </Button>
      </Space>
    </>
  )
}
