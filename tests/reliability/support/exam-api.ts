import type { Progress } from '@spell/shared/api/exams/progress'

/** A judge's press (start, next, end) on one instance; resolves with its answer. */
export async function press(
  url: string,
  judgeToken: string,
  quizId: number,
  type: 'start' | 'next' | 'end',
  fromIndex: number,
) {
  const response = await fetch(`${url}/api/judge/command`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: judgeToken },
    body: JSON.stringify({ quizId, type, fromIndex }),
  })
  return (await response.json()) as { code: number; msg: string; data: Progress }
}

/** The exam's progress as a student's page polls it. */
export async function pollProgress(url: string, studentToken: string, quizId: number) {
  const response = await fetch(`${url}/api/formMatch/getProgress?quizId=${quizId}`, {
    headers: { authorization: studentToken },
  })
  return (await response.json()) as { code: number; msg: string; data: Progress }
}
