import { fenToInput, yuanToFen } from './money'

describe('yuanToFen', () => {
  it.each([
    ['86', 8600],
    ['86.5', 8650],
    ['86.50', 8650],
    [' 0.01 ', 1],
    ['1000000', 100_000_000],
    ['0', null],
    ['0.00', null],
    ['-5', null],
    ['1.234', null],
    ['abc', null],
    ['', null],
    ['12345678', null],
  ] as const)('%j -> %j', (text, fen) => {
    expect(yuanToFen(text)).toBe(fen)
  })
})

it.each([
  [8650, '86.50'],
  [9000, '90'],
  [1, '0.01'],
])('fenToInput(%d) is %j', (fen, text) => {
  expect(fenToInput(fen)).toBe(text)
})
