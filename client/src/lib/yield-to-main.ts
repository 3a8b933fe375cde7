/**
 * Gives the main thread back to the browser (input, paint, other tasks) before the next step:
 * scheduler.yield where the browser has it (the continuation keeps its place in the queue), else a
 * zero timeout.
 */
export const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0))
}
