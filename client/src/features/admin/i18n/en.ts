import type { AdminTexts } from './zh'

export const en: AdminTexts = {
  logOut: 'Log out',
  cancel: 'Cancel',
  // ── rate limits: address allowances ──
  allowances: {
    menu: 'School networks',
    title: 'School network allowances',
    intro:
      "A school's students usually share one public address. Each address gets by default: 50 failed sign-ins per 15 minutes, 300 sign-ins a minute, 60 codes a minute and 200 a day; each phone or e-mail 1 code a minute and 10 a day. A factor set for a school's address or network multiplies every one of these address limits, on every server within a minute.",
    formTitle: 'Add or change an allowance',
    network: 'Address or network',
    networkPlaceholder: 'e.g. 203.0.113.7 or 203.0.113.0/24',
    factor: 'Factor',
    note: 'Note',
    notePlaceholder: 'e.g. the school name',
    save: 'Save',
    saved: 'Saved the allowance of {{network}}',
    empty: 'No address has a raised allowance yet',
    createdAt: 'Added',
    actions: 'Actions',
    remove: 'Delete',
    removeConfirm: 'Delete the allowance of {{network}}? The address goes back to the usual limits.',
    removed: 'Deleted the allowance of {{network}}',
    times: '× {{factor}}',
  },
  // ── public site: volunteer interest ──
  volunteers: {
    title: 'Volunteer interest',
    intro:
      'Interest sent by visitors from the Join Us · Volunteers page, newest first. Please contact them within 5 working days.',
    empty: 'Nobody has sent volunteer interest yet',
    name: 'Name',
    contact: 'Contact',
    city: 'City',
    roles: 'Would like to help with',
    message: 'Message',
    submittedAt: 'Sent',
    roleLabels: {
      venue: 'Venue help',
      judging: 'Round support',
      translation: 'Translation',
      media: 'Photography & media',
      tutoring: 'Tutoring',
    },
  },
  // ── end public-site ──
  signIn: {
    judgeTitle: 'Judge sign-in',
    judgeIntro: 'Sign-in for judges and committee staff',
    otherIdentity:
      'The account signed in on this browser cannot open this page; please sign in with a staff account.',
    account: 'Account',
    accountPlaceholder: 'Phone number or user name',
    password: 'Password',
    passwordPlaceholder: 'Enter the password',
    submit: 'Sign in',
    success: 'Signed in!',
    hint: 'Staff accounts are issued by the committee; if you forgot your password, please contact the committee.',
  },
  registrations: {
    title: 'School registrations',
    intro:
      "Review member-school registrations; the school's responsible teacher is told the decision by SMS and e-mail. The reason for a rejection is in the e-mail, and shown when the teacher logs in.",
    tabs: {
      pending: 'Pending',
      active: 'Approved',
      rejected: 'Rejected',
    },
    columns: {
      school: 'School',
      region: 'Region',
      grades: 'Grades',
      teacher: 'Teacher & contact',
      submittedAt: 'Submitted at',
      actions: 'Actions',
      reason: 'Reason for rejection',
    },
    empty: {
      pending: 'No registrations are waiting for review',
      active: 'No schools have been approved yet',
      rejected: 'No registrations have been rejected',
    },
    approve: 'Approve',
    approveConfirm: 'Approve',
    reject: 'Reject',
    approveLabel: 'Approve {{school}}',
    rejectLabel: 'Reject {{school}}',
    approveTitle: 'Approve this registration?',
    approveText: 'Once approved, {{school}} can log in with its phone number and an SMS code.',
    approved: '{{school}} is approved',
    rejectTitle: 'Reject: {{school}}',
    rejectConfirm: 'Reject',
    reason: 'Reason for rejection',
    reasonPlaceholder:
      "Give the reason; the school's teacher receives it by e-mail and sees it when logging in",
    rejected: '{{school}} is marked as rejected',
  },
  staff: {
    title: 'Judges & club teachers',
    intro:
      'Create accounts for judges and club teachers. Judges sign in to the judge console with phone and password; club teachers log in to the user centre with phone and SMS code.',
    create: 'New account',
    createTitle: 'New account',
    createConfirm: 'Create account',
    created: 'An account was created for {{name}}',
    tabs: {
      judge: 'Judges',
      courseTeacher: 'Club teachers',
    },
    columns: {
      name: 'Name',
      phone: 'Phone',
      schools: 'Schools',
    },
    empty: {
      judge: 'No judge accounts yet',
      courseTeacher: 'No club teacher accounts yet',
    },
    role: 'Account type',
    roles: {
      judge: 'Judge',
      courseTeacher: 'Club teacher',
    },
    name: 'Name',
    namePlaceholder: 'Enter the name',
    phone: 'Phone',
    phonePlaceholder: 'Enter the mobile phone number',
    password: 'Initial password',
    passwordPlaceholder: '6-32 characters; give it to the judge in person',
    schools: 'Schools',
    schoolsPlaceholder: 'Choose schools (several allowed)',
    noSchools: 'No approved schools yet',
    judgeHint: 'Judges sign in at /judge with their phone number (or name) and this password.',
    teacherHint:
      'Club teachers log in with their phone number and an SMS code and see the courses of their schools only.',
  },
  judge: {
    title: 'Judge console',
    judge: 'judge',
    greeting: 'Welcome, {{name}}',
    comingTitle: 'The exam control page is coming soon',
    comingText:
      'It arrives with the live re-selection round: from here you will start the exam, move from question to question and follow the contestants. Please sign in with this account then.',
  },
}
