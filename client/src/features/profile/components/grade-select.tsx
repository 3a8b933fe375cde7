import { grades, groupOfGrade } from '@spell/shared'
import { Select, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { currentLang } from '../../../i18n'
import { profileNs } from '../i18n'
import styles from '../profile.module.css'

interface GradeSelectProps {
  id: string
  value?: number
  onChange: (grade: number) => void
  onBlur?: () => void
}

/** Grades 1-12, with the competition group the chosen grade competes in (groupOfGrade) beside it. */
export function GradeSelect({ id, value, onChange, onBlur }: GradeSelectProps) {
  const { t } = useTranslation(profileNs, { keyPrefix: 'form' })
  const lang = currentLang()
  const group = value === undefined ? undefined : groupOfGrade(value)
  return (
    <div className={styles.gradeRow}>
      <Select
        id={id}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        placeholder={t('gradePlaceholder')}
        options={grades.map((grade) => ({ value: grade.value, label: grade.label[lang] }))}
        className={styles.gradeSelect}
      />
      <span aria-live="polite" className={styles.groupSlot}>
        {group && (
          <Tag color="red" variant="outlined" className={styles.groupTag}>
            {t('group', { group: group.label[lang] })}
          </Tag>
        )}
      </span>
    </div>
  )
}
