import { lazy, Suspense } from 'react'

/**
 * Its own chunk (antd's Result, with the pictures of its other states): a student arriving for an
 * open exam never sees it and does not download it.
 */
const UnavailableNotice = lazy(() => import('./unavailable-notice'))

/** No exam for this student now (not enrolled, outside the exam's window, none open): said in place. */
export function ExamUnavailable({ message }: { message?: string }) {
  return (
    <Suspense fallback={null}>
      <UnavailableNotice message={message} />
    </Suspense>
  )
}
