import type { FormEvent, ReactNode } from 'react'

interface PlainFormProps {
  /** Usually react-hook-form's handleSubmit(…); the page never reloads itself either way. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => unknown
  className?: string
  children: ReactNode
}

/**
 * A form of FormFields, checked by react-hook-form and the shared schema rather than by the browser
 * (whose messages would be in the browser's language, not the site's). Not antd's Form, which keeps
 * its own state of the fields these forms keep in react-hook-form.
 */
export function PlainForm({ onSubmit, className, children }: PlainFormProps) {
  return (
    <form
      noValidate
      className={className}
      onSubmit={(event) => {
        event.preventDefault()
        void onSubmit?.(event)
      }}
    >
      {children}
    </form>
  )
}
