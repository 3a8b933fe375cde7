import { EditOutlined } from '@ant-design/icons'
import { labelOf, schoolTypes } from '@spell/shared'
import { Button, Descriptions, Skeleton, Tabs } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLang } from '../../../i18n'
import { useSchoolInfo } from '../api/queries'
import { SchoolEditDialog } from '../components/school-edit-dialog'
import { gradesLabel } from '../format'
import { schoolConsoleNs } from '../i18n'
import styles from '../school-console.module.css'

/** /userInfo_schoolData: banner, tabs and the edit dialog (saved through /school/updateSchoolInfo). */
export default function SchoolDataPage() {
  const { t } = useTranslation(schoolConsoleNs)
  const lang = currentLang()
  const school = useSchoolInfo()
  const [editing, setEditing] = useState(false)
  const data = school.data
  const dash = t('common.none')

  return (
    <div className={styles.page}>
      <section className={styles.banner} aria-label={t('school.bannerNote')}>
        <span className={styles.seal} aria-hidden="true">
          校
        </span>
        <div className={styles.bannerText}>
          <h1 className={styles.bannerTitle}>{data?.schoolName ?? t('common.loading')}</h1>
          {data && (
            <span className={styles.bannerNote}>
              {t('school.bannerNote')} · {labelOf(schoolTypes, data.schoolType, lang)} ·{' '}
              {[data.province, data.city, data.area].filter(Boolean).join(' ')}
            </span>
          )}
          {data?.schoolMotto && <span className={styles.bannerNote}>「{data.schoolMotto}」</span>}
        </div>
        <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)} disabled={!data}>
          {t('common.edit')}
        </Button>
      </section>
      <section className={styles.card}>
        {!data ? (
          <Skeleton active />
        ) : (
          <Tabs
            items={[
              {
                key: 'basic',
                label: t('school.tabs.basic'),
                children: (
                  <Descriptions column={{ xs: 1, sm: 1, md: 2 }} bordered size="middle">
                    <Descriptions.Item label={t('school.name')}>{data.schoolName}</Descriptions.Item>
                    <Descriptions.Item label={t('school.type')}>
                      {labelOf(schoolTypes, data.schoolType, lang)}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('school.region')}>
                      {[data.province, data.city, data.area].filter(Boolean).join(' ')}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('school.grades')}>
                      {gradesLabel(data.schoolLevel, lang) || dash}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('school.address')}>
                      {data.schoolAddress || dash}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('school.foundingYear')}>
                      {data.foundingYear ?? dash}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('school.phone')}>{data.phone || dash}</Descriptions.Item>
                    <Descriptions.Item label={t('school.motto')}>
                      {data.schoolMotto || dash}
                    </Descriptions.Item>
                  </Descriptions>
                ),
              },
              {
                key: 'profile',
                label: t('school.tabs.profile'),
                children: (
                  <p style={{ whiteSpace: 'pre-wrap' }}>{data.schoolProfile || t('school.noProfile')}</p>
                ),
              },
            ]}
          />
        )}
      </section>
      {data && <SchoolEditDialog school={data} open={editing} onClose={() => setEditing(false)} />}
    </div>
  )
}
