import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The end-to-end files that take longest, slowest first (the accessibility sweep several minutes, the
 * others one or two; most files take well under one). Started first, they leave the short files to
 * fill in around them, so both workers finish together. Vitest orders files by its own timings when it
 * has them and otherwise by size, and on a clean clone these short but slow files would start last and
 * run alone at the end.
 */
const LONGEST = [
  'tests/e2e/accessibility.test.ts',
  'tests/e2e/public-site.test.ts',
  'tests/e2e/semi-final-writing.test.ts',
  'tests/e2e/semi-final.test.ts',
  'tests/e2e/projector.test.ts',
]

/** Vitest's own order, with the files named above moved to the front of their project's run. */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Vitest's order keeps each project's files together; each such run is reordered on its own.
    const runs: TestSpecification[][] = []
    for (const file of await super.sort(files)) {
      const run = runs.at(-1)
      if (run?.[0]?.project.name === file.project.name) run.push(file)
      else runs.push([file])
    }
    return runs.flatMap((run) => {
      const first = LONGEST.flatMap((name) => run.filter((file) => file.moduleId.endsWith(name)))
      return [...first, ...run.filter((file) => !first.includes(file))]
    })
  }
}
