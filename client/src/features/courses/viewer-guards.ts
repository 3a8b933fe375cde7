import { COURSE_FILE_PREFIX, VIDEO_JUMP_GUARD_SECONDS } from '@spell/shared/api/courses/courses'

/** Only our own course URLs ("/api/course/file/<id>") are ever handed to a viewer. */
export const isOwnCourseUrl = (fileUrl: string | null): fileUrl is string =>
  !!fileUrl && fileUrl.startsWith(COURSE_FILE_PREFIX) && /^\/api\/course\/file\/\d{1,9}$/.test(fileUrl)

/** The save shortcut (Ctrl+S / ⌘+S) that the viewers block. */
export const isSaveShortcut = (e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>) =>
  (e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's'

/**
 * The 2-second time-jump guard: a jump further than 2 s past the furthest point watched is taken
 * back to that point; going back, or forward within what was watched, is allowed.
 */
export function guardedTime(furthestWatched: number, requested: number) {
  return requested > furthestWatched + VIDEO_JUMP_GUARD_SECONDS ? furthestWatched : requested
}
