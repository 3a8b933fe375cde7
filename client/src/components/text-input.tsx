import SizeContext from 'antd/es/config-provider/SizeContext'
import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react'
import { useTranslation } from 'react-i18next'
import styles from './text-input.module.css'

interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  ref?: Ref<HTMLInputElement>
  /** antd's sizes: 40 px high when large, 32 otherwise; by default the size antd's ConfigProvider gives. */
  size?: 'large' | 'middle'
  /** An icon inside the box before the text. */
  prefix?: ReactNode
  /** A red border, as a form item with an error draws it (aria-invalid does the same). */
  status?: 'error' | 'warning' | ''
}

/**
 * A text box as antd's Input draws it in the site's theme: the same border, corners, sizes, focus ring
 * and red border on an error (its status, or aria-invalid from FormField). Not antd's Input, which
 * brings antd's theme and style engine (some 50 KB of JavaScript with its button) to the sign-in and
 * registration pages that every student opens.
 */
export function TextInput({ size, prefix, status, className, ref, ...input }: TextInputProps) {
  const contextSize = useContext(SizeContext)
  const inputRef = useKeptBeforeHydration(ref, input)
  return (
    <span className={boxClasses(size ?? contextSize, status, input.disabled, className)}>
      {prefix && <span className={styles.affix}>{prefix}</span>}
      <input ref={inputRef} className={styles.input} {...input} />
    </span>
  )
}

/** A password box with the eye that shows and hides what was typed, as antd's Input.Password. */
export function PasswordInput({ size, prefix, status, className, ref, ...input }: TextInputProps) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(false)
  const contextSize = useContext(SizeContext)
  const inputRef = useKeptBeforeHydration(ref, input)
  return (
    <span className={boxClasses(size ?? contextSize, status, input.disabled, className)}>
      {prefix && <span className={styles.affix}>{prefix}</span>}
      <input ref={inputRef} className={styles.input} {...input} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className={styles.eye}
        aria-label={t(shown ? 'components.password.hide' : 'components.password.show')}
        aria-pressed={shown}
        onClick={() => setShown(!shown)}
      >
        <svg viewBox="64 64 896 896" aria-hidden="true" focusable="false">
          <path d={shown ? EYE : EYE_CLOSED} />
        </svg>
      </button>
    </span>
  )
}

/**
 * What was typed (or filled in by the browser) into the box of a page the build drew, before its
 * scripts ran: React leaves it on screen when it takes the page over but does not tell the form, which
 * would then find the box empty. Handed to onChange once, when the box is first mounted; in a box the
 * browser's own render drew, the two never differ.
 */
function useKeptBeforeHydration<E extends HTMLInputElement | HTMLTextAreaElement>(
  ref: Ref<E> | undefined,
  { value, onChange }: { value?: unknown; onChange?: (event: ChangeEvent<E>) => void },
) {
  const own = useRef<E | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what the box held when it was mounted.
  useEffect(() => {
    const input = own.current
    if (!input || value === undefined || input.value === String(value)) return
    onChange?.({ target: input, currentTarget: input } as ChangeEvent<E>)
  }, [])
  return useCallback(
    (node: E | null) => {
      own.current = node
      if (typeof ref === 'function') ref(node)
      else if (ref) ref.current = node
    },
    [ref],
  )
}

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>
}

/** A box of several lines as antd's Input.TextArea draws it; the person may make it taller. */
export function TextArea({ className, ref, ...area }: TextAreaProps) {
  const areaRef = useKeptBeforeHydration(ref, area)
  return (
    <textarea
      ref={areaRef}
      className={[styles.box, styles.area, area.disabled && styles.disabled, className]
        .filter(Boolean)
        .join(' ')}
      {...area}
    />
  )
}

const boxClasses = (
  size: string | undefined,
  status: TextInputProps['status'],
  disabled?: boolean,
  extra?: string,
) =>
  [
    styles.box,
    size === 'large' && styles.large,
    status === 'error' && styles.error,
    disabled && styles.disabled,
    extra,
  ]
    .filter(Boolean)
    .join(' ')

/** antd's EyeOutlined and EyeInvisibleOutlined. */
const EYE =
  'M942.2 486.2C847.4 286.5 704.1 186 512 186c-192.2 0-335.4 100.5-430.2 300.3a60.3 60.3 0 000 51.5C176.6 737.5 319.9 838 512 838c192.2 0 335.4-100.5 430.2-300.3 7.7-16.2 7.7-35 0-51.5zM512 766c-161.3 0-279.4-81.8-362.7-254C232.6 339.8 350.7 258 512 258c161.3 0 279.4 81.8 362.7 254C791.5 684.2 673.4 766 512 766zm-4-430c-97.2 0-176 78.8-176 176s78.8 176 176 176 176-78.8 176-176-78.8-176-176-176zm0 288c-61.9 0-112-50.1-112-112s50.1-112 112-112 112 50.1 112 112-50.1 112-112 112z'
const EYE_CLOSED =
  'M942.2 486.2Q889.47 375.11 816.7 305l-50.88 50.88C807.31 395.53 843.45 447.4 874.7 512 791.5 684.2 673.4 766 512 766q-72.67 0-133.87-22.38L323 798.75Q408 838 512 838q288.3 0 430.2-300.3a60.29 60.29 0 000-51.5zm-63.57-320.64L836 122.88a8 8 0 00-11.32 0L715.31 232.2Q624.86 186 512 186q-288.3 0-430.2 300.3a60.3 60.3 0 000 51.5q56.69 119.4 136.5 191.41L112.48 835a8 8 0 000 11.31L155.17 889a8 8 0 0011.31 0l712.15-712.12a8 8 0 000-11.32zM149.3 512C232.6 339.8 350.7 258 512 258c54.54 0 104.13 9.36 149.12 28.39l-70.3 70.3a176 176 0 00-238.13 238.13l-83.42 83.42C223.1 637.49 183.3 582.28 149.3 512zm246.7 0a112.11 112.11 0 01146.2-106.69L401.31 546.2A112 112 0 01396 512z M508 624c-3.46 0-6.87-.16-10.25-.47l-52.82 52.82a176.09 176.09 0 00227.42-227.42l-52.82 52.82c.31 3.38.47 6.79.47 10.25a111.94 111.94 0 01-112 112z'
