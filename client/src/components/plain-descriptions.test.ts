import { describe, expect, it } from 'vitest'
import { descriptionRows } from './plain-descriptions'

const items = ['name', 'sex', 'phone'].map((key) => ({ key, label: key, children: key }))
const shape = (columns: number) =>
  descriptionRows(items, columns).map((row) => row.map(({ item, span }) => `${item.key}:${span}`))

describe('descriptionRows', () => {
  it('puts two pairs a row and stretches a lone last item to the row end', () => {
    expect(shape(2)).toEqual([['name:1', 'sex:1'], ['phone:3']])
  })

  it('puts one pair a row on a narrow screen', () => {
    expect(shape(1)).toEqual([['name:1'], ['sex:1'], ['phone:1']])
  })
})
