import { raceScheduleName } from '../dictionaries'
import type { Bilingual } from './lang'

const preliminary = raceScheduleName(1)
const reselection = raceScheduleName(2)
const final = raceScheduleName(4)

/** Messages of certificates as the committee issues and revokes them and students download them. */
export const certificateMessages = {
  'certificate.revoked': {
    zh: '证书 {{code}} 已于 {{date}} 被组委会撤销，不再有效',
    en: 'Certificate {{code}} was revoked by the committee on {{date}} and is no longer valid',
  },
  'certificate.alreadyRevoked': { zh: '该证书已被撤销', en: 'This certificate has already been revoked' },
  'certificate.reasonRequired': { zh: '请填写撤销原因', en: 'Please give the reason for revoking' },
  'certificate.reasonTooLong': {
    zh: '撤销原因不能超过 200 个字符',
    en: 'The reason can be at most 200 characters',
  },
  'certificate.seasonRequired': { zh: '请选择赛季', en: 'Please choose the season' },
  'certificate.seasonUnknown': { zh: '赛季不存在', en: 'No such season' },
  'certificate.stageRequired': {
    zh: `请选择赛程：${preliminary.zh}、${reselection.zh}或${final.zh}`,
    en: `Please choose the stage: ${preliminary.en}, ${reselection.en} or ${final.en}`,
  },
  'certificate.examRequired': { zh: '请选择考试场次', en: 'Please choose the exam' },
  'certificate.examNotEnded': {
    zh: '该场考试尚未结束，结束并计分后才能颁发证书',
    en: 'This exam has not ended: certificates are issued once it has ended and been scored',
  },
  'certificate.notSemiFinal': {
    zh: `只能按${reselection.zh}的成绩颁发证书`,
    en: `Certificates are issued from the results of the ${reselection.en} only`,
  },
  'certificate.rulePercent': {
    zh: '比例须为 0 到 100 的整数',
    en: 'A share is a whole number from 0 to 100',
  },
  'certificate.rulePercentTotal': {
    zh: '各奖项比例之和不能超过 100%',
    en: 'The shares of the awards add up to more than 100%',
  },
  'certificate.ruleScore': { zh: '分数线须为非负整数', en: 'A minimum score is a whole number, 0 or more' },
  'certificate.ruleScoreOrder': {
    zh: '分数线须从一等奖到优秀奖依次不升高',
    en: 'Minimum scores must not rise from first prize down to the excellence award',
  },
  'certificate.fileRequired': { zh: '请选择成绩文件', en: 'Please choose the results file' },
  'certificate.fileTooBig': { zh: '文件不能超过 512 KB', en: 'The file can be at most 512 KB' },
  'certificate.notXlsx': {
    zh: '无法读取该文件，请使用下载的 .xlsx 模板',
    en: 'The file cannot be read: please use the .xlsx template',
  },
  'certificate.nameRequired': { zh: '姓名不能为空', en: 'The name is missing' },
  'certificate.nameTooLong': { zh: '姓名不能超过 100 个字符', en: 'The name can be at most 100 characters' },
  'certificate.phoneInvalid': {
    zh: '手机号“{{value}}”不正确',
    en: 'The phone number “{{value}}” is not valid',
  },
  'certificate.phoneRequired': { zh: '手机号不能为空', en: 'The phone number is missing' },
  'certificate.groupInvalid': {
    zh: '组别“{{value}}”不正确，应为：{{allowed}}',
    en: 'The group “{{value}}” is not valid; use one of: {{allowed}}',
  },
  'certificate.awardInvalid': {
    zh: '奖项“{{value}}”不正确，应为：{{allowed}}',
    en: 'The award “{{value}}” is not valid; use one of: {{allowed}}',
  },
  'certificate.duplicateRow': {
    zh: '与第 {{other}} 行是同一名学生',
    en: 'The same student as row {{other}}',
  },
  'certificate.fontMissing': {
    zh: '暂时无法生成 PDF，请先下载图片版证书',
    en: 'The PDF cannot be made right now: please download the picture instead',
  },
  'certificate.backgroundMissing': {
    zh: '暂时无法生成 PDF，请先下载图片版证书',
    en: 'The PDF cannot be made right now: please download the picture instead',
  },
} satisfies Record<string, Bilingual>
