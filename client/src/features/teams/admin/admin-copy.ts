import { useTranslation } from 'react-i18next'

const zh = {
  menu: '战队审核',
  title: '团体赛战队',
  approve: '审核通过',
  fail: '审核不通过',
  markPaid: '确认已收款',
  confirm: '确认并颁发证书',
  confirmed: '已确认',
  issued: '证书已生成：',
  record: '录入成绩',
}
const en: typeof zh = {
  menu: 'Teams',
  title: 'Team competition teams',
  approve: 'Approve',
  fail: 'Fail',
  markPaid: 'Payment received',
  confirm: 'Confirm and certify',
  confirmed: 'Confirmed',
  issued: 'Certificate issued:',
  record: 'Record result',
}

export function useAdminTeamCopy() {
  const { i18n } = useTranslation()
  return i18n.language === 'en' ? en : zh
}
