import { describe, expect, it } from 'vitest'
import { toRegionValue } from './region-value'

const guangdong = { value: '440000', label: '广东省' }

describe('toRegionValue', () => {
  it('gives codes and names of province, city and district', () => {
    expect(
      toRegionValue([guangdong, { value: '440100', label: '广州市' }, { value: '440106', label: '天河区' }]),
    ).toEqual({
      provinceCode: '440000',
      cityCode: '440100',
      areaCode: '440106',
      province: '广东省',
      city: '广州市',
      area: '天河区',
    })
  })

  it('accepts a city without districts, leaving the district empty', () => {
    expect(toRegionValue([guangdong, { value: '441900', label: '东莞市' }])).toEqual({
      provinceCode: '440000',
      cityCode: '441900',
      areaCode: '',
      province: '广东省',
      city: '东莞市',
      area: '',
    })
  })

  it('is no place until a city is chosen', () => {
    expect(toRegionValue([guangdong])).toBeNull()
    expect(toRegionValue([])).toBeNull()
  })
})
