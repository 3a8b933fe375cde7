import { describe, expect, it } from 'vitest'
import { loggableUrl, requestLogLevel } from './request-log'

describe('the URL a request is logged under', () => {
  it('keeps the path and the values of ids, pages and filters', () => {
    expect(loggableUrl('/admin/exam/results?quizId=12&season=3&pageNum=2')).toBe(
      '/admin/exam/results?quizId=12&season=3&pageNum=2',
    )
    expect(loggableUrl('/user/getBasicsUserInfo')).toBe('/user/getBasicsUserInfo')
  })

  it('redacts every other parameter: keywords, phones, names, codes, and any it does not know', () => {
    expect(loggableUrl('/admin/students?keyword=440305201403125707&pageNum=1')).toBe(
      '/admin/students?keyword=[redacted]&pageNum=1',
    )
    expect(loggableUrl('/schoolPaper/queryPaperResultScore?phone=13712345678&userName=%E6%9E%97')).toBe(
      '/schoolPaper/queryPaperResultScore?phone=[redacted]&userName=[redacted]',
    )
    expect(loggableUrl('/x?somethingNew=lin%40family.cn')).toBe('/x?somethingNew=[redacted]')
  })

  it('redacts a long or odd value even under a loggable name', () => {
    expect(loggableUrl('/admin/personalDataAccess?subjectId=440305201403125707')).toBe(
      '/admin/personalDataAccess?subjectId=[redacted]',
    )
    expect(loggableUrl('/admin/students?userId=lin%40family.cn')).toBe('/admin/students?userId=[redacted]')
  })
})

describe('the level a request is logged at', () => {
  it('is debug for the calls every exam page makes at every question, once answered', () => {
    expect(requestLogLevel('/formMatch/queryTheProgressBar', 200, false)).toBe('debug')
    expect(requestLogLevel('/api/formMatch/queryTheOnlineFormAnswer', 200, false)).toBe('debug')
  })

  it('is info for every other call, and for those calls when they fail', () => {
    expect(requestLogLevel('/formMatch/saveQuizMatchAnswer', 200, false)).toBe('info')
    expect(requestLogLevel('/formMatch/queryQuizMatchAnswer', 200, false)).toBe('info')
    expect(requestLogLevel('/formMatch/queryTheProgressBar', 500, false)).toBe('info')
    expect(requestLogLevel('/formMatch/queryTheProgressBar', 413, false)).toBe('info')
    expect(requestLogLevel('/formMatch/queryTheProgressBar', 200, true)).toBe('info')
  })
})
