import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import { currentLang, i18n } from '../i18n'

/**
 * dayjs in the site language, for antd's date pickers and the pages that format dates: the app imports
 * dayjs from here, so only the pages that show a date download it (not with the app's entry, where
 * dayjs and its locale were a long task on the home page, which shows none: decision 0041).
 */
const apply = (lng: string) => {
  dayjs.locale(lng === 'en' ? 'en' : 'zh-cn')
}
apply(currentLang())
i18n.on('languageChanged', apply)

export default dayjs
