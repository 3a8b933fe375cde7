import { awards, competitionGroups, labelOf, raceScheduleName, schoolLevels } from '../../dictionaries'
import type { Bilingual } from '../../i18n/lang'
import type { CertificateKind } from './certificate-codes'

/**
 * The group printed on a certificate. An individual's is a competition group by grade (小高组 · Upper
 * primary Group); a team's is its level (小学组 · Primary club): team levels are `schoolLevels`.
 */
export function certificateGroupLabel(kind: CertificateKind, group: number): Bilingual {
  if (kind === 'team') {
    const level = schoolLevels.find((l) => l.value === group)
    return level ? { zh: `${level.label.zh}组`, en: `${level.label.en} club` } : { zh: '', en: '' }
  }
  const found = competitionGroups.find((g) => g.value === group)
  return found ? { zh: `${found.label.zh}组`, en: `${found.label.en} Group` } : { zh: '', en: '' }
}

export const awardLabel = (award: number): Bilingual => ({
  zh: labelOf(awards, award, 'zh'),
  en: labelOf(awards, award, 'en'),
})

export const stageLabel = (stage: number | null): Bilingual | null =>
  stage === null ? null : raceScheduleName(stage)
