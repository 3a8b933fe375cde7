import {
  checkPick,
  getAppletsProductList,
  levelQuizInfo,
  PRACTICE_ACTIVITY_TYPE,
  PRACTICE_PRODUCT,
  queryDataQuizAnswerResultInfo,
  queryQuizProductList,
  saveQuiz,
  testLevelQuizInfo,
} from '@spell/shared/api/practice/exercises'
import { useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/request'

/** The fun-learning levels (product/getAppletsProductList with the fun-learning product codes). */
export const useLevels = () =>
  useQuery({
    queryKey: ['practice', 'levels'],
    queryFn: ({ signal }) =>
      callApi(
        getAppletsProductList,
        { activityType: PRACTICE_ACTIVITY_TYPE, ...PRACTICE_PRODUCT },
        { signal },
      ),
    staleTime: 10 * 60_000,
  })

/** One level: trial quiz types, papers 1-4 and isBuy. Always fresh: a purchase unlocks at once. */
export const useLevelProduct = (levelId: number | undefined) =>
  useQuery({
    queryKey: ['practice', 'level', levelId],
    queryFn: ({ signal }) =>
      callApi(queryQuizProductList, { activityType: PRACTICE_ACTIVITY_TYPE, id: levelId ?? 0 }, { signal }),
    enabled: levelId !== undefined,
    staleTime: 0,
  })

/** The questions of a trial (type 1) or a paper (type 2), without their answers. */
export const useQuizQuestions = (kind: 1 | 2, quizId: number) =>
  useQuery({
    queryKey: ['practice', 'questions', kind, quizId],
    queryFn: ({ signal }) =>
      kind === 1
        ? callApi(testLevelQuizInfo, { activityType: PRACTICE_ACTIVITY_TYPE, id: quizId }, { signal })
        : callApi(levelQuizInfo, { quizId }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  })

export const askPick = async (questionId: number, tiles: string[]) =>
  (await callApi(checkPick, { questionId, tiles }, { silent: true })).isRight

export const postAttempt = (
  quizId: number,
  results: { questionId: number; quizNumber: number; quizType: number; userAnswer: string }[],
  seconds: number,
) =>
  callApi(saveQuiz, {
    activityType: PRACTICE_ACTIVITY_TYPE,
    quizId,
    results,
    timestamp: Math.round(seconds),
  })

export const useAttemptResult = (quizId: number) =>
  useQuery({
    queryKey: ['practice', 'result', quizId],
    queryFn: ({ signal }) => callApi(queryDataQuizAnswerResultInfo, { quizId }, { signal }),
    staleTime: 0,
  })
