import { translate } from '@spell/shared'
import { Form } from 'antd'
import type { ReactElement, ReactNode } from 'react'
import {
  type Control,
  Controller,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form'
import { currentLang } from '../i18n'

interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>
  name: N
  label: string
  /** The id of the input, so that the label names it. */
  id: string
  /** A line under the input that says what may be entered. */
  extra?: ReactNode
  children: (field: ControllerRenderProps<T, N> & { id: string }) => ReactElement
}

/**
 * One form field bound to react-hook-form: an antd Form.Item whose error is the shared schema's message
 * key, shown in the site language (the same words the server would answer with); a message that names
 * its field names it by this field's label.
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>>(props: FormFieldProps<T, N>) {
  const { control, name, label, id, extra, children } = props
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Form.Item
          label={label}
          htmlFor={id}
          extra={extra}
          validateStatus={fieldState.error ? 'error' : undefined}
          help={
            fieldState.error?.message
              ? translate(fieldState.error.message, currentLang(), { field: label })
              : undefined
          }
        >
          {children({ ...field, id })}
        </Form.Item>
      )}
    />
  )
}
