import { invoiceCoverage, invoiceQrText, parseInvoiceQr, yuanTextToFen } from './invoiceQr'
import { readInvoiceImage } from './invoiceImage'
import { qrImage } from '@test/expense/qrImage'

// Real-format payloads: a paper 普票, a 专票 (no check code), an electronic 普票, a 全电普通发票 and a 全电专票.
const samples = [
  { text: '01,04,3100201130,28561234,94.34,20261120,71234567890123456789,8A3C,', code: '3100201130', no: '28561234', fen: 9434, date: '2026-11-20', type: '增值税普通发票', digital: false },
  { text: '01,01,4400194130,00918273,1886.79,20261102,,C0DE,', code: '4400194130', no: '00918273', fen: 188679, date: '2026-11-02', type: '增值税专用发票', digital: false },
  { text: '01,10,011002000111,64829173,46.02,20261031,12345678901234567890,1F2E,', code: '011002000111', no: '64829173', fen: 4602, date: '2026-10-31', type: '增值税电子普通发票', digital: false },
  { text: '01,32,,24312000000098765432,83.96,20261121,,3B7A,', code: '', no: '24312000000098765432', fen: 8396, date: '2026-11-21', type: '电子发票(普通发票)', digital: true },
  { text: '01,31,,24442000000012345678,500,20240229,,77AA,', code: '', no: '24442000000012345678', fen: 50000, date: '2024-02-29', type: '电子发票(增值税专用发票)', digital: true },
]

describe('parseInvoiceQr', () => {
  test.each(samples)('reads $type', (s) => {
    const r = parseInvoiceQr(s.text)
    expect(r).toEqual({ ok: true, invoice: expect.objectContaining({ InvoiceCode: s.code, InvoiceNo: s.no, AmountFen: s.fen, InvoiceDate: s.date, TypeName: s.type, Digital: s.digital }) })
  })

  test.each([
    ['https://example.com/pay?x=1', '不是发票二维码'],
    ['01,04,3100201130,2856123,94.34,20261120,1,8A3C', '不是发票二维码'],
    ['01,32,,2431200000009876543,83.96,20261121,,3B7A', '不是发票二维码'],
    ['01,04,3100201130,28561234,9a.34,20261120,1,8A3C', '金额'],
    ['01,04,3100201130,28561234,94.345,20261120,1,8A3C', '金额'],
    ['01,04,3100201130,28561234,94.34,20260230,1,8A3C', '开票日期'],
    ['01,04,3100201130,28561234,94.34,2026112,1,8A3C', '开票日期'],
  ])('refuses %s', (text, reason) => {
    const r = parseInvoiceQr(text)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.reason).toContain(reason)
  })

  // Issue 33: 数电 travel invoices. The railway payload has the shape of a real 12306 数电 ticket's code (fare ¥56.00,
  // decision 0630); the 数电 kinds carry the 价税合计.
  test('a 数电 railway ticket (51) reads as one, its fare split into amount and the 9% railway VAT', () => {
    const r = parseInvoiceQr('01,51,,26339132621000219582,56.00,20260423,,219A')
    expect(r).toEqual({
      ok: true,
      invoice: expect.objectContaining({ TypeCode: '51', TypeName: '电子发票(铁路电子客票)', TotalFen: 5600, TaxFen: 462, AmountFen: 5138, Digital: true }),
    })
  })

  test('a 数电 air itinerary (61) reads as one; its total is known, its printed tax is not in the code', () => {
    const r = parseInvoiceQr('01,61,,25117000000123456789,1110.00,20251105,,0A1B')
    expect(r).toEqual({
      ok: true,
      invoice: expect.objectContaining({ TypeCode: '61', TypeName: '电子发票(航空运输电子客票行程单)', TotalFen: 111000, TaxFen: null, Digital: true }),
    })
  })

  test('the amount field: 价税合计 on 数电 kinds, before tax on the traditional ones', () => {
    const digital = parseInvoiceQr(samples[3].text)
    expect(digital.ok && [digital.invoice.TotalFen, digital.invoice.TaxFen]).toEqual([8396, null])
    const traditional = parseInvoiceQr(samples[0].text)
    expect(traditional.ok && [traditional.invoice.AmountFen, traditional.invoice.TotalFen]).toEqual([9434, null])
  })

  test('an unknown type code still reads, named 其他发票', () => {
    const r = parseInvoiceQr('01,99,3100201130,28561234,1.00,20261120,1,8A3C')
    expect(r.ok && r.invoice.TypeName).toBe('其他发票')
  })

  test('the builder writes the official layout back', () => {
    const r = parseInvoiceQr(samples[3].text)
    if (!r.ok) throw new Error(r.reason)
    expect(parseInvoiceQr(invoiceQrText(r.invoice))).toEqual(r)
  })
})

describe('readInvoiceImage (jsQR on rendered QR images)', () => {
  test.each(samples)('decodes the $type image', (s) => {
    const { rgba, width, height } = qrImage(s.text)
    const r = readInvoiceImage(rgba, width, height)
    expect(r.ok && [r.invoice.InvoiceNo, r.invoice.AmountFen, r.invoice.InvoiceDate]).toEqual([s.no, s.fen, s.date])
  })

  test('decodes an inverted (screen) image', () => {
    const { rgba, width, height } = qrImage(samples[0].text, true)
    expect(readInvoiceImage(rgba, width, height).ok).toBe(true)
  })

  test('a blank photo has no code', () => {
    const r = readInvoiceImage(new Uint8ClampedArray(64 * 64 * 4).fill(255), 64, 64)
    expect(r).toEqual({ ok: false, reason: '未识别到发票二维码，请拍清晰、完整的发票' })
  })

  test('a QR code that is not an invoice is named so', () => {
    const { rgba, width, height } = qrImage('https://example.com')
    expect(readInvoiceImage(rgba, width, height)).toEqual({ ok: false, reason: '不是发票二维码，请对准发票左上角的二维码' })
  })
})

describe('money and coverage', () => {
  test.each([['0', 0], ['0.5', 50], ['12.3', 1230], ['12.34', 1234], ['1.', null], ['-1', null], ['', null]])('%s yuan', (t, fen) => {
    expect(yuanTextToFen(t as string)).toBe(fen)
  })
  test.each([
    [10000, [], 'none', 10000],
    [10000, [10000], 'match', 0],
    [10000, [6000, 3999], 'short', 1],
    [10000, [6000, 4001], 'over', 1],
  ])('cost %i against %j', (cost, totals, state, diff) => {
    expect(invoiceCoverage(cost as number, totals as number[])).toMatchObject({ state, differenceFen: diff })
  })
})
