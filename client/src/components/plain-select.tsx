import type { SelectHTMLAttributes } from 'react'
import styles from './plain-select.module.css'

/**
 * The browser's own select, drawn as antd's Select looks when closed (a phone opens its own picker), for
 * a short list of choices on a student's page: antd's brings a virtual list and its popup.
 */
export function PlainSelect({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={className ? `${styles.select} ${className}` : styles.select} {...props} />
}
