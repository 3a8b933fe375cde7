/** The fixed keys every formMatch call carries (activityType 1; rs = race schedule). */
export interface ExamKeys {
  season?: number
  raceSchedule?: number
  activityType?: number
}

const ACTIVITY_TYPE = 1

/** Reads the keys a semi-final page was opened with (?rs=…&season=…). */
export function examKeysFrom(params: URLSearchParams): ExamKeys {
  const number = (name: string) => {
    const value = Number(params.get(name))
    return Number.isInteger(value) && value > 0 ? value : undefined
  }
  const raceSchedule = number('rs')
  const season = number('season')
  return {
    activityType: ACTIVITY_TYPE,
    ...(raceSchedule !== undefined && { raceSchedule }),
    ...(season !== undefined && { season }),
  }
}
