import type { ProfileTexts } from './zh'

export const en: ProfileTexts = {
  consent: {
    title: 'Consent to sensitive personal information',
    intro:
      'Your ID number, birth date and photo are sensitive personal information. We use them only to check eligibility, place you in a group and make certificates; they are stored encrypted and given to no one else.',
    sensitive:
      'I have read the Privacy Policy and separately consent to the committee processing my ID number, birth date and photo',
    sensitiveRequired: 'Tick the consent above to save the ID number, birth date and photo',
    guardianRequired:
      'A guardian fills in their name, relation and mobile and ticks the consent before saving',
    policyLink: 'Read the Privacy Policy',
    given: 'Consent given on {{at}} (privacy policy version {{v}})',
    guardianTitle: "Guardian's consent (student under 14)",
    guardianIntro:
      'The student is under 14: a parent or guardian must read the Privacy Policy and consent before this information can be saved.',
    guardianName: "Guardian's name",
    guardianNamePlaceholder: "Enter the guardian's name",
    relation: 'Relation to the student',
    relationPlaceholder: 'Choose',
    relations: { father: 'Father', mother: 'Mother', guardian: 'Other guardian' },
    guardianPhone: "Guardian's mobile",
    guardianPhonePlaceholder: "Enter the guardian's mobile number",
    guardianAgree:
      "I am the student's parent or guardian, have read the Privacy Policy and consent to the processing of the student's sensitive personal information above",
  },
  idCard: {
    change: 'Change',
    keep: 'Keep the stored one',
    maskedHint:
      'To protect you, only part of your ID number is shown. To change it, press "Change" and type the whole new number.',
  },
}
