import { readFileSync } from 'fs'
import { join } from 'path'
import { create } from 'qrcode'
import homeRoutes from '../routes'
import { cardText, qrRuns, shareMessageOf, utf8Bytes, vCardOf } from './businessCard'

const card = { MemberId: '1', Name: '张伟', EnterpriseName: '星河智联', DepartmentName: '销售部', Phone: '13800000001', Email: 'zw@xh.cn', EmployeeNo: 'E01' }

it('writes a vCard a phone can save', () => {
  expect(vCardOf(card)).toBe('BEGIN:VCARD\r\nVERSION:3.0\r\nFN:张伟\r\nN:张伟;;;;\r\nORG:星河智联;销售部\r\nTEL;TYPE=CELL:13800000001\r\nEMAIL:zw@xh.cn\r\nEND:VCARD')
  expect(vCardOf({ ...card, EnterpriseName: 'A,B;C', DepartmentName: '', Email: '' })).toContain('ORG:A\\,B\\;C\r\nTEL')
})

it('copies the card as text without empty lines', () => {
  expect(cardText(card)).toBe('张伟 · 销售部\n星河智联\n手机：13800000001\n邮箱：zw@xh.cn')
  expect(cardText({ ...card, DepartmentName: '', Email: '' })).toBe('张伟\n星河智联\n手机：13800000001')
})

it('turns a matrix into runs of dark modules', () => {
  const grid = ['##.#', '....', '.###', '#..#']
  expect(qrRuns(4, (r, c) => grid[r][c] === '#')).toEqual([[0, 0, 2], [0, 3, 1], [2, 1, 3], [3, 0, 1], [3, 3, 1]])
})

it('covers every dark module of a real QR code exactly once', () => {
  const qr = create([{ data: utf8Bytes(vCardOf(card)), mode: 'byte' }], { errorCorrectionLevel: 'M' })
  const size = qr.modules.size
  const runs = qrRuns(size, (r, c) => Boolean(qr.modules.get(r, c)))
  const dark = Array.from({ length: size * size }, (_, i) => qr.modules.get(Math.floor(i / size), i % size)).filter(Boolean).length
  expect(runs.reduce((sum, [, , length]) => sum + length, 0)).toBe(dark)
})

it('encodes UTF-8 like Node', () => {
  for (const text of ['abc', '张伟', 'é', '😀 ok']) expect(Array.from(utf8Bytes(text))).toEqual(Array.from(Buffer.from(text, 'utf8')))
})

it('shares the card in the mini-programs with its name, enterprise, this page and the brand logo from the web', () => {
  expect(shareMessageOf(card, 'https://cdn.example.com/logo.png')).toEqual({
    title: '张伟的名片 · 星河智联',
    path: '/pages/index2.0/businessCard',
    imageUrl: 'https://cdn.example.com/logo.png',
  })
  // A default logo is an H5 file the mini-program packages lack: no picture, the client's screenshot instead.
  expect(shareMessageOf(card, '/static/brand/clgj/logo.png')).toEqual({ title: '张伟的名片 · 星河智联', path: '/pages/index2.0/businessCard' })
  expect(shareMessageOf({ ...card, EnterpriseName: '' }, 'x').title).toBe('张伟的名片')
  expect(shareMessageOf(undefined, 'x').title).toBe('我的名片')
})

it('lets the mini-programs share the card page (page option), which the generated page config carries', () => {
  expect(homeRoutes.routes['index2.0/businessCard'].options?.enableShareAppMessage).toBe(true)
  const config = readFileSync(join(__dirname, '../../../pages/index2.0/businessCard.config.ts'), 'utf8')
  expect(config).toContain('"enableShareAppMessage": true')
})
