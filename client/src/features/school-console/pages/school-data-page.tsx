import { EditOutlined } from '@ant-design/icons'
import { labelOf, schoolTypes } from '@spell/shared'
import { Button, Descriptions, Skeleton, Tabs } from 'antd'
import { useState } from 'react'
import { currentLang } from '../../../i18n'
import { useSchoolInfo } from '../api/queries'
import { SchoolEditDialog } from '../components/school-edit-dialog'
import { useCopy } from '../content'
import { gradesLabel } from '../format'
import styles from '../school-console.module.css'

/** /userInfo_schoolData: banner, tabs and the edit dialog (saved through /school/updateSchoolInfo). */
export default function SchoolDataPage() {
  const copy = useCopy()
  const lang = currentLang()
  const school = useSchoolInfo()
  const [editing, setEditing] = useState(false)
  const data = school.data
  const dash = copy.common.none

  return (
    <div className={styles.page}>
      <section className={styles.banner} aria-label={copy.school.bannerNote}>
        <span className={styles.seal} aria-hidden="true">
          校
        </span>
        <div className={styles.bannerText}>
          <h1 className={styles.bannerTitle}>{data?.schoolName ?? copy.common.loading}</h1>
          {data && (
            <span className={styles.bannerNote}>
              {copy.school.bannerNote} · {labelOf(schoolTypes, data.schoolType, lang)} ·{' '}
              {[data.province, data.city, data.area].filter(Boolean).join(' ')}
            </span>
          )}
          {data?.schoolMotto && <span className={styles.bannerNote}>「{data.schoolMotto}」</span>}
        </div>
        <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)} disabled={!data}>
          {copy.common.edit}
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
                label: copy.school.tabs.basic,
                children: (
                  <Descriptions column={{ xs: 1, sm: 1, md: 2 }} bordered size="middle">
                    <Descriptions.Item label={copy.school.name}>{data.schoolName}</Descriptions.Item>
                    <Descriptions.Item label={copy.school.type}>
                      {labelOf(schoolTypes, data.schoolType, lang)}
                    </Descriptions.Item>
                    <Descriptions.Item label={copy.school.region}>
                      {[data.province, data.city, data.area].filter(Boolean).join(' ')}
                    </Descriptions.Item>
                    <Descriptions.Item label={copy.school.grades}>
                      {gradesLabel(data.schoolLevel, lang) || dash}
                    </Descriptions.Item>
                    <Descriptions.Item label={copy.school.address}>
                      {data.schoolAddress || dash}
                    </Descriptions.Item>
                    <Descriptions.Item label={copy.school.foundingYear}>
                      {data.foundingYear ?? dash}
                    </Descriptions.Item>
                    <Descriptions.Item label={copy.school.phone}>{data.phone || dash}</Descriptions.Item>
                    <Descriptions.Item label={copy.school.motto}>
                      {data.schoolMotto || dash}
                    </Descriptions.Item>
                  </Descriptions>
                ),
              },
              {
                key: 'profile',
                label: copy.school.tabs.profile,
                children: (
                  <p style={{ whiteSpace: 'pre-wrap' }}>{data.schoolProfile || copy.school.noProfile}</p>
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
