import { useTranslation } from 'react-i18next'

const zh = {
  menu: '证书管理',
  title: '证书管理',
  tabs: { exam: '按复赛成绩颁发', import: '导入决赛成绩', list: '证书列表' },
  exam: {
    intro:
      '选择一场已结束的线上复赛，设定奖项规则，先预览再颁发。参加了考试（交卷或至少作答一题）的学生都会获得证书：按规则获奖，其余为参赛证书；缺考者不颁发。同分者奖项相同。',
    exam: '考试场次',
    examPlaceholder: '请选择考试场次',
    notEnded: '未结束',
    students: '{{n}} 名考生',
    mode: '规则',
    percent: '按名次比例',
    scoreRule: '按分数线',
    percentHint: '各奖项占参赛人数的百分比（从高分往下依次分配）',
    scoreHint: '获得该奖项的最低得分',
    preview: '预览',
    issue: '颁发证书',
    issueConfirm: '确认按此预览颁发证书？已持有本赛季本赛程证书的学生不会重复颁发。',
    participants: '参赛人数',
    issued:
      '已颁发 {{issued}} 张证书；{{already}} 名学生已有本赛程证书，未重复颁发；{{missing}} 名学生缺少年级信息，未颁发。',
    name: '姓名',
    phone: '手机号',
    score: '得分',
    rank: '名次',
    award: '奖项',
    group: '组别',
    existing: '已有证书',
    noGroup: '缺少年级',
  },
  import: {
    intro:
      '下载模板，按“姓名、手机号、组别、奖项”填写全国总决赛等成绩后上传。组别和奖项可填中文或英文。文件中任何一行有误都不会保存，请按提示修改后重新上传。手机号和姓名与学生账号一致时，证书会显示在该学生的个人中心。',
    season: '赛季',
    stage: '赛程',
    template: '下载模板',
    upload: '上传成绩文件',
    done: '已颁发 {{issued}} 张证书（其中 {{linked}} 张关联到学生账号）；{{already}} 名学生已有本赛程证书，未重复颁发。',
    failed: '文件未导入，请修改以下各行后重新上传：',
  },
  list: {
    search: '证书编号、姓名或手机号',
    allSeasons: '全部赛季',
    code: '证书编号',
    kind: '类型',
    kinds: { individual: '个人', team: '团体' } as Record<string, string>,
    holder: '获得者',
    season: '赛季',
    stage: '赛程',
    issuedOn: '颁发日期',
    status: '状态',
    valid: '有效',
    revoked: '已撤销（{{date}}）',
    revokedBy: '撤销人：{{name}}；原因：{{reason}}',
    linked: '已关联学生账号',
    actions: '操作',
    revoke: '撤销',
    revokeTitle: '撤销证书 {{code}}',
    reason: '撤销原因',
    reasonPlaceholder: '如：成绩录入错误',
    revokeOk: '确认撤销',
    cancel: '取消',
    revokedDone: '证书已撤销',
    total: '共 {{n}} 张',
  },
}
type Copy = typeof zh

const en: Copy = {
  menu: 'Certificates',
  title: 'Certificates',
  tabs: { exam: 'Issue from semi-final results', import: 'Import final results', list: 'All certificates' },
  exam: {
    intro:
      'Choose an online semi-final that has ended, set the award rules, preview, then issue. Every student who took part (submitted or answered at least one question) gets a certificate: an award by the rules, otherwise a certificate of participation; absent students get none. Equal scores share an award.',
    exam: 'Exam',
    examPlaceholder: 'Choose the exam',
    notEnded: 'not ended',
    students: '{{n}} students',
    mode: 'Rules',
    percent: 'Share of places',
    scoreRule: 'Minimum scores',
    percentHint: 'Percentage of the students who took part, given from the top down',
    scoreHint: 'The lowest score that earns the award',
    preview: 'Preview',
    issue: 'Issue certificates',
    issueConfirm:
      'Issue the certificates as previewed? Students who already hold one for this season and stage get no second one.',
    participants: 'Took part',
    issued:
      '{{issued}} certificates issued; {{already}} students already held one for this stage and got no second; {{missing}} students lack a grade and got none.',
    name: 'Name',
    phone: 'Phone',
    score: 'Score',
    rank: 'Rank',
    award: 'Award',
    group: 'Group',
    existing: 'Already holds',
    noGroup: 'No grade',
  },
  import: {
    intro:
      'Download the template, fill in name, phone, group and award of the national final (or another stage) and upload it. Group and award may be written in Chinese or English. If any row is wrong nothing is stored: correct the rows named and upload again. When the phone and name match a student account, the certificate shows in that student’s profile.',
    season: 'Season',
    stage: 'Stage',
    template: 'Download template',
    upload: 'Upload results file',
    done: '{{issued}} certificates issued ({{linked}} linked to student accounts); {{already}} students already held one for this stage and got no second.',
    failed: 'The file was not imported. Correct these rows and upload it again:',
  },
  list: {
    search: 'Code, name or phone',
    allSeasons: 'All seasons',
    code: 'Code',
    kind: 'Kind',
    kinds: { individual: 'Individual', team: 'Team' },
    holder: 'Holder',
    season: 'Season',
    stage: 'Stage',
    issuedOn: 'Issued on',
    status: 'Status',
    valid: 'Valid',
    revoked: 'Revoked ({{date}})',
    revokedBy: 'By {{name}}; reason: {{reason}}',
    linked: 'Linked to a student account',
    actions: 'Actions',
    revoke: 'Revoke',
    revokeTitle: 'Revoke certificate {{code}}',
    reason: 'Reason',
    reasonPlaceholder: 'e.g. the score was entered wrongly',
    revokeOk: 'Revoke',
    cancel: 'Cancel',
    revokedDone: 'The certificate is revoked',
    total: '{{n}} in all',
  },
}

export function useCertificateAdminCopy() {
  const { i18n } = useTranslation()
  return {
    copy: i18n.language === 'en' ? en : zh,
    lang: (i18n.language === 'en' ? 'en' : 'zh') as 'zh' | 'en',
  }
}

export const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''))
