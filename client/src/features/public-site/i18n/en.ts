import type { PublicSiteTexts } from './zh'

export const en: PublicSiteTexts = {
  volunteer: {
    title: 'Volunteer interest form',
    intro:
      "Leave your details and how you would like to help; the committee's volunteer coordinator will contact you within 5 working days.",
    name: 'Name',
    phone: 'Mobile phone',
    email: 'E-mail (optional)',
    city: 'City',
    roles: 'How you would like to help (choose any)',
    message: 'Message (optional)',
    messagePlaceholder: 'For example: when you are free, the languages you speak, related experience',
    submit: 'Send my interest',
    thanks: 'Thank you for signing up!',
    thanksText: 'We have your volunteer interest; the committee will be in touch soon.',
    another: 'Fill in another',
  },
  example: {
    title: 'Three-step example: spelling 休',
    previous: 'Previous step',
    next: 'Next step',
    step: 'Step {{n}} of 3',
  },
  registrationQr: {
    title: 'Individual registration (个人赛报名)',
    scan: 'Scan the QR code below with WeChat and continue your individual registration in its mini-program.',
    qrAlt: 'QR code of the individual registration entry',
    onThisSite: 'Cannot scan? Register a speller account on this site',
    close: 'Got it',
  },
}
