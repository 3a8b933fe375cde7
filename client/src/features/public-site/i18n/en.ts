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
    scan: "Scan the QR code below with WeChat or your phone's camera and continue your individual registration on this website.",
    qrAlt: 'QR code of the individual registration entry',
    onThisSite: 'Cannot scan? Register a speller account on this site',
    close: 'Got it',
  },
  characterBank: {
    enterTitle: 'Open the character bank',
    enterText:
      'Registered spellers study the full bank online after logging in: pinyin, English meanings, ancient forms and sound. We check that your basic information is complete first.',
    enter: 'Open the character bank',
    loginFirst: 'Log in to open the character bank',
    lockedTitle: 'Character bank password',
    lockedNote:
      "This area is locked. Once you have paid, the password is in your confirmation e-mail and your student area; enter it to see this season's character bank.",
    password: 'Password',
    submit: 'Unlock',
    opened: 'The {{season}} character bank is unlocked',
    characters: '{{n}} characters',
    previewNote:
      'Below are the first characters of each list. Log in and open the character bank to see them all and hear them read.',
  },
}
