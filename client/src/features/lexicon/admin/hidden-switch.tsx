import type { AdminWordEntry } from '@spell/shared/api/lexicon/admin-words'
import { Space, Switch, Typography } from 'antd'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { feedback } from '../../../lib/feedback'
import { lexiconNs } from '../i18n'
import { useSetWordHidden } from './set-word-hidden'

/** The committee hides the entry from every page of the students, or shows it again, at once. */
export function HiddenSwitch({ entry }: { entry: AdminWordEntry }) {
  const { t } = useTranslation(lexiconNs)
  const [hidden, setHidden] = useState(entry.hidden)
  const toggle = useSetWordHidden()
  const helpId = useId()
  return (
    <Space orientation="vertical" size={4}>
      <Space>
        <Switch
          aria-label={t('admin.hidden')}
          aria-describedby={helpId}
          checked={hidden}
          loading={toggle.isPending}
          onChange={(checked) =>
            toggle.mutate(
              { id: entry.id, hidden: checked },
              {
                onSuccess: (saved) => {
                  setHidden(saved.hidden)
                  feedback()?.message.success(t(saved.hidden ? 'admin.hiddenOn' : 'admin.hiddenOff'))
                },
              },
            )
          }
        />
        <span>{t('admin.hidden')}</span>
      </Space>
      <Typography.Text type="secondary" id={helpId}>
        {t('admin.hiddenHelp')}
      </Typography.Text>
    </Space>
  )
}
