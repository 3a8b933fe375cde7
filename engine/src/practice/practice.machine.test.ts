import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import {
  audioChainOf,
  canExtend,
  isWarning,
  PRACTICE_MAX_EXTENSIONS,
  type PracticeAnswer,
  type PracticeQuestionView,
  practiceMachine,
  progressPercent,
  sameItems,
} from './practice.machine'

const question = (id: number, overrides: Partial<PracticeQuestionView> = {}): PracticeQuestionView => ({
  id,
  quizType: 1,
  quizNumber: id,
  answerCount: 1,
  questionTime: 60,
  clips: { definition: `/d${id}.mp3`, sentence: `/s${id}.mp3` },
  ...overrides,
})

function start(
  mode: 'trial' | 'paper',
  questions: PracticeQuestionView[],
  { rightPick = ['学', '校'] }: { rightPick?: string[] } = {},
) {
  const clock = new SimulatedClock()
  const saved: { answers: PracticeAnswer[]; elapsed: number }[] = []
  const machine = practiceMachine.provide({
    actors: {
      checkPick: fromPromise<boolean, { questionId: number; tiles: string[] }>(async ({ input }) =>
        sameItems(input.tiles, rightPick),
      ),
      saveResults: fromPromise<unknown, { answers: PracticeAnswer[]; elapsed: number }>(async ({ input }) => {
        saved.push(input)
        return null
      }),
    },
  })
  const actor = createActor(machine, { input: { mode, questions }, clock })
  actor.start()
  const seconds = (n: number) => {
    for (let i = 0; i < n; i++) clock.increment(1000)
  }
  return { actor, clock, saved, seconds, ctx: () => actor.getSnapshot().context }
}

/** Lets the actors' promises settle (microtasks only: the engine knows no timers of its own). */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

describe('the practice machine', () => {
  it('a trial: one question, 请选择答案 without a choice, then the result with 100 %', async () => {
    const { actor, saved, ctx } = start('trial', [question(1)])
    actor.send({ type: 'student.submit' })
    expect(ctx().needAnswer).toBe(true)
    expect(actor.getSnapshot().value).toBe('answering')
    actor.send({ type: 'student.choose', option: '学' })
    expect(ctx().needAnswer).toBe(false)
    actor.send({ type: 'student.submit' })
    await settle()
    expect(actor.getSnapshot().status).toBe('done')
    expect(saved[0]?.answers).toEqual([{ questionId: 1, quizNumber: 1, quizType: 1, userAnswer: '学' }])
    expect(progressPercent(ctx(), true)).toBe(100)
  })

  it('single-answer questions replace the choice; multiple-answer questions toggle', () => {
    const { actor, ctx } = start('paper', [question(1), question(2, { quizType: 2, answerCount: 2 })])
    actor.send({ type: 'student.choose', option: 'a' })
    actor.send({ type: 'student.choose', option: 'b' })
    expect(ctx().selected).toEqual(['b'])
    actor.send({ type: 'student.submit' })
    expect(ctx().index).toBe(1)
    expect(progressPercent(ctx())).toBe(50)
    for (const option of ['a', 'b', 'c', 'a']) actor.send({ type: 'student.choose', option })
    expect(ctx().selected).toEqual(['b', 'c'])
  })

  it('the timer warns at 20 s and submits at zero, recording an unanswered question as unfinished', async () => {
    const { actor, saved, seconds, ctx } = start('paper', [question(1, { questionTime: 30 }), question(2)])
    seconds(9)
    expect(ctx().remaining).toBe(21)
    expect(isWarning(ctx())).toBe(false)
    seconds(1)
    expect(isWarning(ctx())).toBe(true)
    seconds(19)
    expect(ctx().index).toBe(0)
    seconds(1)
    expect(ctx().index).toBe(1)
    expect(ctx().answers[0]?.userAnswer).toBe('')
    expect(ctx().remaining).toBe(60)
    actor.send({ type: 'student.choose', option: 'x' })
    seconds(60)
    await settle()
    expect(saved[0]?.answers.map((a) => a.userAnswer)).toEqual(['', 'x'])
    expect(saved[0]?.elapsed).toBe(90)
  })

  it('extending adds 60 s to the question, ten times at most, and the next question starts afresh', () => {
    const { actor, seconds, ctx } = start('paper', [question(1, { questionTime: 30 }), question(2)])
    seconds(25)
    expect(ctx().remaining).toBe(5)
    actor.send({ type: 'student.extendTime' })
    expect(ctx()).toMatchObject({ remaining: 65, extensions: 1 })
    // The clock keeps its beat: the press neither skips nor repeats a second.
    seconds(1)
    expect(ctx().remaining).toBe(64)
    for (let i = 1; i < PRACTICE_MAX_EXTENSIONS; i++) actor.send({ type: 'student.extendTime' })
    expect(ctx()).toMatchObject({ remaining: 64 + 9 * 60, extensions: 10 })
    expect(canExtend(ctx())).toBe(false)
    actor.send({ type: 'student.extendTime' })
    expect(ctx().remaining).toBe(604)
    seconds(603)
    expect(ctx().index).toBe(0)
    seconds(1)
    expect(ctx()).toMatchObject({ index: 1, remaining: 60, extensions: 0 })
    expect(ctx().answers[0]?.userAnswer).toBe('')
  })

  it('plays definition then sentence, and pinyin first for a type 3 question', () => {
    const { actor, ctx } = start('paper', [
      question(1),
      question(2, { quizType: 3, clips: { pinyin: '/p.mp3', definition: '/d.mp3', sentence: null } }),
    ])
    expect(ctx().playing).toBe('definition')
    actor.send({ type: 'audio.ended' })
    expect(ctx().playing).toBe('sentence')
    actor.send({ type: 'audio.ended' })
    expect(ctx().playing).toBeNull()
    actor.send({ type: 'student.choose', option: 'a' })
    actor.send({ type: 'student.submit' })
    expect(ctx().playing).toBe('pinyin')
    actor.send({ type: 'audio.ended' })
    expect(ctx().playing).toBe('definition')
    actor.send({ type: 'audio.ended' })
    expect(ctx().playing).toBeNull() // no sentence clip: the chain skips it
    expect(audioChainOf(question(3, { quizType: 3, clips: {} }))).toEqual([])
  })

  it('checks two picked tiles after 300 ms; a wrong pick resets them and costs 20 s', async () => {
    const { actor, clock, ctx } = start('paper', [
      question(1, { quizType: 3, questionTime: 60 }),
      question(2),
    ])
    actor.send({ type: 'student.choose', option: '学' })
    actor.send({ type: 'student.choose', option: '学' }) // the same tile twice is one pick
    expect(ctx().selected).toEqual(['学'])
    actor.send({ type: 'student.choose', option: '生' })
    expect(actor.getSnapshot().matches('checkingPick')).toBe(true)
    clock.increment(299)
    expect(actor.getSnapshot().matches({ checkingPick: 'waiting' })).toBe(true)
    clock.increment(1)
    await settle()
    expect(ctx()).toMatchObject({ selected: [], penalties: 1, remaining: 40 })
    actor.send({ type: 'student.choose', option: '校' })
    actor.send({ type: 'student.choose', option: '学' }) // order does not matter
    clock.increment(300)
    await settle()
    expect(ctx().index).toBe(1)
    expect(ctx().answers[0]?.userAnswer).toBe('校,学')
  })

  it('skip asks first; confirming ends the trial, continuing goes back to the question', async () => {
    const { actor, saved, ctx } = start('trial', [question(1, { quizType: 3 })])
    actor.send({ type: 'student.skip' })
    expect(actor.getSnapshot().value).toBe('confirmingSkip')
    actor.send({ type: 'student.cancelSkip' })
    expect(actor.getSnapshot().value).toBe('answering')
    actor.send({ type: 'student.skip' })
    actor.send({ type: 'student.confirmSkip' })
    await settle()
    expect(actor.getSnapshot().status).toBe('done')
    expect(ctx().skipped).toBe(true)
    expect(saved[0]?.answers[0]?.userAnswer).toBe('')
  })

  it('compares ordering answers as sets of the same length', () => {
    expect(sameItems(['校', '学'], ['学', '校'])).toBe(true)
    expect(sameItems(['学'], ['学', '校'])).toBe(false)
    expect(sameItems(['学', '学'], ['学', '校'])).toBe(false)
  })
})
