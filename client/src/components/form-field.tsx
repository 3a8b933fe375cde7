import { FormItemInputContext } from 'antd/es/form/context'
import type { ReactElement, ReactNode } from 'react'
import {
  type Control,
  Controller,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form'
import { currentLang } from '../i18n'
import { useSharedTranslate } from '../lib/shared-messages'
import styles from './form-field.module.css'

interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>, Out = T> {
  /** The form's control; `Out` is what its schema makes of the values (the request), when that differs. */
  control: Control<T, unknown, Out>
  name: N
  label: string
  /** The id of the input, so that the label names it. */
  id: string
  /** A line under the input that says what may be entered. */
  extra?: ReactNode
  children: (field: FieldInputProps<T, N>) => ReactElement
}

/** What the input gets: react-hook-form's field, its id, and what tells a screen reader of an error. */
type FieldInputProps<T extends FieldValues, N extends FieldPath<T>> = ControllerRenderProps<T, N> & {
  id: string
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

/**
 * What antd's inputs learn from a form item: that they fill its width (selects and pickers would
 * otherwise shrink to their text) and, on an error, to draw a red border.
 */
const ERROR_STATUS = { status: 'error', isFormItemInput: true } as const
const NO_STATUS = { isFormItemInput: true } as const

/**
 * One form field bound to react-hook-form, laid out as antd's vertical form item (the label above, the
 * message under the input): its error is the shared schema's message key, shown in the site language
 * (the same words the server would answer with); a message that names its field names it by this
 * field's label. Not antd's Form.Item, which brings antd's own form state and validator (some 20 KB
 * on every page with a form) to draw a label and a line of text.
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>, Out = T>(
  props: FormFieldProps<T, N, Out>,
) {
  const { control, name, label, id, extra, children } = props
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message
        const helpId = `${id}-help`
        return (
          <div className={message ? `${styles.field} ${styles.withHelp}` : styles.field}>
            <label className={styles.label} htmlFor={id}>
              {label}
            </label>
            <FormItemInputContext.Provider value={message ? ERROR_STATUS : NO_STATUS}>
              {children({
                ...field,
                id,
                'aria-invalid': message ? true : undefined,
                'aria-describedby': message ? helpId : undefined,
              })}
            </FormItemInputContext.Provider>
            {message && <FieldError id={helpId} messageKey={message} label={label} />}
            {extra && <div className={styles.extra}>{extra}</div>}
          </div>
        )
      }}
    />
  )
}

/** The field's error in the site language; a message that names its field names it by the label. */
function FieldError({ id, messageKey, label }: { id: string; messageKey: string; label: string }) {
  const translate = useSharedTranslate()
  return (
    <div id={id} className={styles.help} role="alert">
      {translate?.(messageKey, currentLang(), { field: label })}
    </div>
  )
}
