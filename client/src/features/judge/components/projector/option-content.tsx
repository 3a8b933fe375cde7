import styles from './projector.module.css'

/** An option's text, or its picture when the option is an image address. */
export function OptionContent({ text, letter }: { text: string; letter: string }) {
  return text.includes('http') ? (
    <img className={styles.optionImage} src={text} alt={letter} />
  ) : (
    <span className={styles.optionText} lang="zh-CN">
      {text}
    </span>
  )
}
