import { Modal, Select, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSeasonOptions } from '../../../hooks/use-season'
import { currentLang } from '../../../i18n'
import { useFeedback } from '../../../lib/feedback'
import { ordersNs } from '../i18n'
import { useCopySeason } from './api/products'

/** Copies every product of a season into another one that has none (the server refuses otherwise). */
export function CopySeasonDialog(props: { open: boolean; fromSeason: number; onClose: () => void }) {
  const { t } = useTranslation(ordersNs, { keyPrefix: 'products' })
  const { message } = useFeedback()
  const copy = useCopySeason()
  const [toSeason, setToSeason] = useState<number>()
  const _lang = currentLang() === 'en' ? 'en' : 'zh'
  const seasonOptions = useSeasonOptions()

  const submit = async () => {
    if (!toSeason) return
    try {
      const r = await copy.mutateAsync({ fromSeason: props.fromSeason, toSeason })
      message.success(t('copied', { n: r.copied }))
      props.onClose()
    } catch {
      // The request client showed the server's message (e.g. the target season has products).
    }
  }

  return (
    <Modal
      open={props.open}
      title={t('copyTitle')}
      okText={t('copy')}
      cancelText={t('cancel')}
      okButtonProps={{ disabled: !toSeason }}
      confirmLoading={copy.isPending}
      onOk={submit}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('copyHint')}</Typography.Paragraph>
      <Select
        aria-label={t('copyTo')}
        placeholder={t('copyTo')}
        style={{ width: 200 }}
        value={toSeason}
        onChange={setToSeason}
        options={seasonOptions.filter((s) => s.value !== props.fromSeason)}
      />
    </Modal>
  )
}
