import { EditOutlined, UserOutlined } from '@ant-design/icons'
import { grades, idTypes, sexPersonal } from '@spell/shared'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { LoadingText } from '../../../components/loading-text'
import { PlainAlert } from '../../../components/plain-alert'
import { PlainButton } from '../../../components/plain-button'
import { PlainDescriptions } from '../../../components/plain-descriptions'
import { paths } from '../../../config/paths'
import { type BasicInfo, basicInfoQueryOptions } from '../../../hooks/use-basic-info'
import { useSiteLang } from '../../../i18n/use-site-lang'
import { countryName } from '../../../lib/country-name'
import { studentNs } from '../i18n'
import styles from '../student.module.css'

interface StudentProfileProps {
  /** The basic information form, filled from what is stored (?edit=1); saving comes back here. */
  editForm: (info: BasicInfo) => ReactNode
  /** What follows the information when it is not being edited (certificates, the student's data). */
  children?: ReactNode
}

/**
 * /stu/user: the student's information (sysUser, sysUserInfo, photo). "Edit" opens the basic
 * information form (?edit=1) with its validations and SMS code; app/ passes the form and the cards
 * that follow in.
 */
export function StudentProfilePage({ editForm, children }: StudentProfileProps) {
  const { t } = useTranslation(studentNs)
  const lang = useSiteLang()
  const [params] = useSearchParams()
  const editing = params.get('edit') === '1'
  const info = useQuery({ ...basicInfoQueryOptions(), staleTime: editing ? Number.POSITIVE_INFINITY : 0 })

  if (info.isPending) {
    return (
      <div className={styles.state}>
        <LoadingText size="large" text={t('loading')} />
      </div>
    )
  }
  if (info.isError) return <PlainAlert type="error" title={info.error.message} />
  const { sysUser, sysUserInfo, bareheadedPhoto } = info.data
  const photo = sysUserInfo?.userpicurl ?? bareheadedPhoto
  const show = (value: string | number | null | undefined) =>
    value === null || value === undefined || value === '' ? (
      <span className={styles.missing}>{t('missing')}</span>
    ) : (
      value
    )
  const label = <V,>(list: { value: V; label: { zh: string; en: string } }[], value: V | null | undefined) =>
    show(list.find((item) => item.value === value)?.label[lang])

  return (
    <div className={styles.page}>
      <div className={styles.profileHead}>
        <ProfilePhoto src={photo} alt={t('photo')} />
        <div>
          <h1>{t('profileTitle')}</h1>
          <p>{sysUser.userName}</p>
        </div>
        {editing ? (
          <Link to={paths.stuUser}>
            <PlainButton>{t('cancelEdit')}</PlainButton>
          </Link>
        ) : (
          <Link to={`${paths.stuUser}?edit=1`}>
            <PlainButton type="primary" icon={<EditOutlined aria-hidden />}>
              {t('edit')}
            </PlainButton>
          </Link>
        )}
      </div>
      {editing ? (
        editForm(info.data)
      ) : (
        <>
          {!(sysUser.userName && sysUserInfo?.schoolName && sysUserInfo.grade) && (
            <PlainAlert className={styles.incomplete} title={t('incomplete')} />
          )}
          <PlainDescriptions
            items={[
              { key: 'name', label: t('name'), children: show(sysUser.userName) },
              { key: 'sex', label: t('sex'), children: label(sexPersonal, sysUser.sex) },
              { key: 'phone', label: t('phone'), children: show(sysUser.phone) },
              { key: 'email', label: t('email'), children: show(sysUser.email) },
              { key: 'cardType', label: t('cardType'), children: label(idTypes, sysUser.cardType) },
              { key: 'idCard', label: t('idCard'), children: show(sysUser.idCard) },
              { key: 'birth', label: t('birth'), children: show(sysUser.dateBirth) },
              {
                key: 'nationality',
                label: t('nationality'),
                children: show(sysUserInfo?.nationality && countryName(sysUserInfo.nationality, lang)),
              },
              {
                key: 'place',
                label: t('place'),
                children: show(
                  [sysUserInfo?.province, sysUserInfo?.city, sysUserInfo?.area].filter(Boolean).join(' '),
                ),
              },
              { key: 'school', label: t('school'), children: show(sysUserInfo?.schoolName) },
              { key: 'grade', label: t('grade'), children: label(grades, sysUserInfo?.grade) },
            ]}
          />
          {children}
        </>
      )}
    </div>
  )
}

/**
 * The photo in a circle as antd's 88 px Avatar draws it, the person icon when there is none or it does
 * not load; not antd's Avatar, which brings its group's popover and tooltip code along.
 */
function ProfilePhoto({ src, alt }: { src: string | null; alt: string }) {
  const [failed, setFailed] = useState(false)
  return (
    <span className={styles.avatar}>
      {src && !failed ? (
        <img src={src} alt={alt} onError={() => setFailed(true)} />
      ) : (
        <UserOutlined aria-hidden />
      )}
    </span>
  )
}
