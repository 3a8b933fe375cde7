/** How to reach the organising committee; shown in the footer of every public page. */
export const contactDetails = {
  committee: {
    zh: '中英双语汉字拼写大赛组委会',
    en: 'Organising Committee of the Chinese-English Bilingual Character Spelling Competition',
  },
  email: 'info@bilingual-spelling.cn',
  phone: '400-820-2025',
} as const
