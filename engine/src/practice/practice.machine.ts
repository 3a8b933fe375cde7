import { assign, fromPromise, setup } from 'xstate'

/**
 * One fun-learning attempt on the answer page: a free trial (one question, then its
 * result) or a paper (questions in sequence). Pure: the page provides the two server calls as actors
 * (`checkPick` for a two-tile pick, `saveResults` for the finished attempt) and plays the audio the
 * machine names; time passes through XState's clock, so tests drive it with a SimulatedClock.
 */

export type QuizType = 1 | 2 | 3
export type AudioKind = 'pinyin' | 'definition' | 'sentence'

/** A question as the page has it: never its answer, only how many options are right. */
export interface PracticeQuestionView {
  id: number
  quizType: QuizType
  quizNumber: number
  /** 1: choosing replaces the choice; more: choices toggle. Type 3 always picks two tiles. */
  answerCount: number
  questionTime: number
  clips: Partial<Record<AudioKind, string | null>>
}

export interface PracticeAnswer {
  questionId: number
  quizNumber: number
  quizType: QuizType
  /** Comma-joined choices; empty when the question was skipped or its time ran out unanswered. */
  userAnswer: string
}

export interface PracticeInput {
  mode: 'trial' | 'paper'
  questions: PracticeQuestionView[]
}

export interface PracticeContext extends PracticeInput {
  index: number
  selected: string[]
  /** Seconds left on the current question. */
  remaining: number
  /** Seconds spent on the attempt, penalties included. */
  elapsed: number
  answers: PracticeAnswer[]
  /** 请选择答案: the student pressed submit with nothing chosen. */
  needAnswer: boolean
  /** Counts wrong two-tile picks (each costs 20 s: 错误 -20s); the page shows a message per rise. */
  penalties: number
  /** The clips still to play automatically for this question, and the one playing now. */
  audioQueue: AudioKind[]
  playing: AudioKind | null
  skipped: boolean
  /** How many times the student has extended the current question's time. */
  extensions: number
}

export type PracticeEvent =
  | { type: 'student.choose'; option: string }
  | { type: 'student.submit' }
  | { type: 'student.skip' }
  | { type: 'student.confirmSkip' }
  | { type: 'student.cancelSkip' }
  | { type: 'student.play'; kind: AudioKind }
  | { type: 'audio.ended' }
  | { type: 'student.retrySave' }
  | { type: 'student.extendTime' }

/** Practice timings: a warning at 20 s left, 20 s off for a wrong pick, checked 300 ms after its last tile. */
export const PRACTICE_WARNING_SECONDS = 20
export const PICK_PENALTY_SECONDS = 20
export const PICK_CHECK_DELAY_MS = 300
const TILES_PER_PICK = 2

/**
 * Practice is not a contest: a student who needs longer (a slow reader, a screen reader, a switch)
 * adds 60 s to the question's clock with one press, up to ten times a question (WCAG 2.2.1, timing
 * adjustable). The semi-final's clock is the judge's and is never extended.
 */
export const PRACTICE_EXTENSION_SECONDS = 60
export const PRACTICE_MAX_EXTENSIONS = 10

/** Whether the current question's time can still be extended. */
export const canExtend = (context: Pick<PracticeContext, 'extensions'>) =>
  context.extensions < PRACTICE_MAX_EXTENSIONS

/** Definition then sentence; pinyin first for type 3. Clips the question lacks are left out. */
export function audioChainOf(question: PracticeQuestionView | undefined): AudioKind[] {
  if (!question) return []
  const chain: AudioKind[] =
    question.quizType === 3 ? ['pinyin', 'definition', 'sentence'] : ['definition', 'sentence']
  return chain.filter((kind) => Boolean(question.clips[kind]))
}

/** An ordering answer is right when it holds the same items as the answer, in any order. */
export function sameItems(given: string[], answer: string[]) {
  if (given.length !== answer.length) return false
  const rest = [...answer]
  for (const item of given) {
    const at = rest.indexOf(item)
    if (at < 0) return false
    rest.splice(at, 1)
  }
  return true
}

export const isWarning = (context: Pick<PracticeContext, 'remaining'>) =>
  context.remaining <= PRACTICE_WARNING_SECONDS

/** Progress in percent: questions done of all; a finished trial shows 100 %. */
export function progressPercent(context: PracticeContext, finished = false) {
  if (finished) return 100
  return Math.round((context.answers.length / Math.max(1, context.questions.length)) * 100)
}

const current = (context: PracticeContext) => context.questions[context.index]

function startQuestion(context: PracticeContext, index: number) {
  const question = context.questions[index]
  const audioQueue = audioChainOf(question)
  return {
    index,
    selected: [],
    remaining: question?.questionTime ?? 0,
    needAnswer: false,
    audioQueue: audioQueue.slice(1),
    playing: audioQueue[0] ?? null,
    extensions: 0,
  }
}

function answerOf(context: PracticeContext, userAnswer: string): PracticeAnswer {
  const question = current(context)
  return {
    questionId: question?.id ?? 0,
    quizNumber: question?.quizNumber ?? 0,
    quizType: question?.quizType ?? 1,
    userAnswer,
  }
}

export const practiceMachine = setup({
  types: {
    input: {} as PracticeInput,
    context: {} as PracticeContext,
    events: {} as PracticeEvent,
    output: {} as { answers: PracticeAnswer[]; elapsed: number; skipped: boolean },
  },
  actors: {
    /** Asks the server whether two picked tiles are the answer (the page never holds it). */
    checkPick: fromPromise<boolean, { questionId: number; tiles: string[] }>(async () => false),
    /** Posts the attempt (exercises/saveQuiz); the server scores it. */
    saveResults: fromPromise<unknown, { answers: PracticeAnswer[]; elapsed: number }>(async () => null),
  },
  guards: {
    hasChoice: ({ context }) => context.selected.length > 0,
    isLastQuestion: ({ context }) => context.index >= context.questions.length - 1,
    timeIsUp: ({ context }) => context.remaining <= 1,
    isTilePick: ({ context }) => current(context)?.quizType === 3,
    twoTilesPicked: ({ context }) => context.selected.length >= TILES_PER_PICK,
    isTrial: ({ context }) => context.mode === 'trial',
    mayExtend: ({ context }) => canExtend(context),
    pickIsRight: (_, right: boolean) => right,
  },
  actions: {
    choose: assign(({ context }, option: string) => {
      const question = current(context)
      const selected = context.selected.includes(option)
      if (question?.quizType === 3) {
        if (selected || context.selected.length >= TILES_PER_PICK) return {}
        return { selected: [...context.selected, option], needAnswer: false }
      }
      if ((question?.answerCount ?? 1) > 1) {
        return {
          selected: selected ? context.selected.filter((o) => o !== option) : [...context.selected, option],
          needAnswer: false,
        }
      }
      return { selected: [option], needAnswer: false }
    }),
    askForAnswer: assign({ needAnswer: true }),
    tick: assign(({ context }) => ({
      remaining: Math.max(0, context.remaining - 1),
      elapsed: context.elapsed + 1,
    })),
    recordChoice: assign(({ context }) => ({
      answers: [...context.answers, answerOf(context, context.selected.join(','))],
    })),
    recordUnfinished: assign(({ context }) => ({ answers: [...context.answers, answerOf(context, '')] })),
    penalise: assign(({ context }) => ({
      selected: [],
      penalties: context.penalties + 1,
      remaining: Math.max(0, context.remaining - PICK_PENALTY_SECONDS),
      elapsed: context.elapsed + PICK_PENALTY_SECONDS,
    })),
    nextQuestion: assign(({ context }) => startQuestion(context, context.index + 1)),
    stopAudio: assign({ playing: null, audioQueue: [] }),
    playNextClip: assign(({ context }) => ({
      playing: context.audioQueue[0] ?? null,
      audioQueue: context.audioQueue.slice(1),
    })),
    play: assign((_, kind: AudioKind) => ({ playing: kind, audioQueue: [] })),
    markSkipped: assign({ skipped: true }),
    extendTime: assign(({ context }) => ({
      remaining: context.remaining + PRACTICE_EXTENSION_SECONDS,
      extensions: context.extensions + 1,
    })),
  },
}).createMachine({
  id: 'practice',
  context: ({ input }) => {
    const base: PracticeContext = {
      ...input,
      index: 0,
      selected: [],
      remaining: 0,
      elapsed: 0,
      answers: [],
      needAnswer: false,
      penalties: 0,
      audioQueue: [],
      playing: null,
      skipped: false,
      extensions: 0,
    }
    return { ...base, ...startQuestion(base, 0) }
  },
  initial: 'answering',
  on: {
    'audio.ended': { actions: 'playNextClip' },
    'student.play': { actions: { type: 'play', params: ({ event }) => event.kind } },
  },
  states: {
    answering: {
      after: {
        1000: [
          { guard: 'timeIsUp', target: 'timeUp', actions: 'tick' },
          { target: 'answering', reenter: true, actions: 'tick' },
        ],
      },
      on: {
        'student.choose': [
          {
            guard: 'isTilePick',
            actions: { type: 'choose', params: ({ event }) => event.option },
            target: 'pickMade',
          },
          { actions: { type: 'choose', params: ({ event }) => event.option } },
        ],
        'student.submit': [
          { guard: 'hasChoice', target: 'questionDone', actions: 'recordChoice' },
          { actions: 'askForAnswer' },
        ],
        'student.skip': 'confirmingSkip',
        'student.extendTime': { guard: 'mayExtend', actions: 'extendTime' },
      },
    },
    /** A tile was picked: with two, the pick is checked 300 ms later. */
    pickMade: {
      always: [{ guard: 'twoTilesPicked', target: 'checkingPick' }, { target: 'answering' }],
    },
    checkingPick: {
      initial: 'waiting',
      states: {
        waiting: { after: { [PICK_CHECK_DELAY_MS]: 'asking' } },
        asking: {
          invoke: {
            src: 'checkPick',
            input: ({ context }) => ({ questionId: current(context)?.id ?? 0, tiles: context.selected }),
            onDone: [
              {
                guard: { type: 'pickIsRight', params: ({ event }) => event.output },
                target: '#practice.questionDone',
                actions: 'recordChoice',
              },
              { target: '#practice.answering', actions: 'penalise' },
            ],
            onError: { target: '#practice.answering', actions: assign({ selected: [] }) },
          },
        },
      },
    },
    timeUp: {
      always: [
        { guard: 'hasChoice', target: 'questionDone', actions: 'recordChoice' },
        { target: 'questionDone', actions: 'recordUnfinished' },
      ],
    },
    confirmingSkip: {
      on: {
        'student.cancelSkip': 'answering',
        'student.confirmSkip': [
          // Confirming ends the trial (确认跳过将结束体验); in a paper the question stays unfinished.
          {
            guard: 'isTrial',
            target: 'submitting',
            actions: ['recordUnfinished', 'markSkipped', 'stopAudio'],
          },
          { target: 'questionDone', actions: 'recordUnfinished' },
        ],
      },
    },
    questionDone: {
      always: [
        { guard: 'isLastQuestion', target: 'submitting', actions: 'stopAudio' },
        { target: 'answering', actions: 'nextQuestion' },
      ],
    },
    submitting: {
      invoke: {
        src: 'saveResults',
        input: ({ context }) => ({ answers: context.answers, elapsed: context.elapsed }),
        onDone: 'finished',
        onError: 'saveFailed',
      },
    },
    saveFailed: { on: { 'student.retrySave': 'submitting' } },
    finished: { type: 'final' },
  },
  output: ({ context }) => ({ answers: context.answers, elapsed: context.elapsed, skipped: context.skipped }),
})
