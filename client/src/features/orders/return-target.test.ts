import { describe, expect, it } from 'vitest'
import { returnTarget } from './return-target'

describe('where a payer returns', () => {
  it('goes back to the page the payment started from', () => {
    expect(returnTarget('/userInfo_IndividualPapers', true, true)).toEqual({
      to: '/userInfo_IndividualPapers',
      label: 'backToConsole',
    })
    expect(returnTarget('/schoolMemberShip', true, true)).toEqual({
      to: '/schoolMemberShip',
      label: 'backToStart',
    })
  })

  it('without a recorded start, goes to the payer’s own home', () => {
    expect(returnTarget(undefined, true, true)).toEqual({ to: '/cebsbInfoData', label: 'backToConsole' })
    expect(returnTarget(undefined, false, true)).toEqual({ to: '/stu/index', label: 'backToStudentHome' })
    expect(returnTarget(undefined, false, false)).toEqual({ to: '/', label: 'backHome' })
  })

  it('never leaves the site or loops back to the payment page', () => {
    expect(returnTarget('//evil.example/x', false, true).to).toBe('/stu/index')
    expect(returnTarget('https://evil.example', true, true).to).toBe('/cebsbInfoData')
    expect(returnTarget('/paymentProcess?processType=1', true, true).to).toBe('/cebsbInfoData')
  })
})
