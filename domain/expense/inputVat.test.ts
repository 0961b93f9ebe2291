import { billDeductibleVat, invoiceAmountsProblem, invoiceDeductibleVatFen, railwaySplit, ticketDeductibleVatFen, vatInside } from './inputVat'

describe('ticketDeductibleVatFen (公告2019年第39号 formulas, half-up to the fen)', () => {
  test.each([
    // ¥553 北京南→上海虹桥 二等: 55300 × 9 / 109 = 4566.06… → 4566
    [{ kind: 'rail' as const, fareFen: 55300 }, 4566],
    // ¥56: 5600 × 9 / 109 = 462.38… → 462
    [{ kind: 'rail' as const, fareFen: 5600 }, 462],
    // ¥74.5 广州南→深圳北: 7450 × 9 / 109 = 615.13… → 615
    [{ kind: 'rail' as const, fareFen: 7450 }, 615],
    // air: (¥1,000 fare + ¥60 fuel) × 9 / 109 = 8752.29… → 8752; the ¥50 民航发展基金 counts for nothing
    [{ kind: 'air' as const, fareFen: 100000, fuelFen: 6000, fundFen: 5000 }, 8752],
    [{ kind: 'air' as const, fareFen: 100000, fuelFen: 6000 }, 8752],
    // road ¥103: 10300 × 3 / 103 = 300 exactly
    [{ kind: 'road' as const, fareFen: 10300 }, 300],
    // road ¥50: 5000 × 3 / 103 = 145.63… → 146
    [{ kind: 'road' as const, fareFen: 5000 }, 146],
    [{ kind: 'rail' as const, fareFen: 0 }, 0],
  ])('%j -> %i', (ticket, fen) => expect(ticketDeductibleVatFen(ticket)).toBe(fen))

  test('rounds half up at exactly half a fen, down below it', () => {
    // at 9% and 3% no whole-fen fare gives exactly half a fen, so the boundary is shown at 100% (x ÷ 2)
    expect(vatInside(1, 100)).toBe(1) // 1 × 100 / 200 = 0.5 → 1 (half up)
    expect(vatInside(3, 100)).toBe(2) // 1.5 → 2
    expect(vatInside(1, 9)).toBe(0) // 0.08 → 0
    expect(vatInside(6, 9)).toBe(0) // 0.495… → 0
    expect(vatInside(7, 9)).toBe(1) // 0.577… → 1
  })
})

describe('invoiceDeductibleVatFen and the bill', () => {
  const rail = { TypeCode: '51', AmountFen: 5138, TaxFen: 462 }
  const air = { TypeCode: '61', AmountFen: 111000, TaxFen: 8752 }
  const special = { TypeCode: '31', AmountFen: 40000, TaxFen: 2400 }
  const normal = { TypeCode: '32', AmountFen: 10000, TaxFen: 600 }
  test('per invoice: railway by formula on the total, air and special invoices as printed, ordinary invoices 0', () => {
    expect(invoiceDeductibleVatFen(rail)).toBe(462)
    expect(invoiceDeductibleVatFen(air)).toBe(8752)
    expect(invoiceDeductibleVatFen(special)).toBe(2400)
    expect(invoiceDeductibleVatFen(normal)).toBe(0)
  })
  test('per bill: the sum of each invoice rounded on its own', () => {
    // two ¥56 tickets: 462 + 462 = 924, where rounding the summed fare would give 924.77 → 925
    const ticket = (fen: number) => {
      const { amountFen, taxFen } = railwaySplit(fen)
      return { TypeCode: '51', AmountFen: amountFen, TaxFen: taxFen }
    }
    expect(billDeductibleVat([ticket(5600), ticket(5600)])).toEqual({ perInvoiceFen: [462, 462], totalFen: 924 })
    expect(billDeductibleVat([rail, air, special, normal]).totalFen).toBe(462 + 8752 + 2400)
    expect(billDeductibleVat([])).toEqual({ perInvoiceFen: [], totalFen: 0 })
  })
  test('railwaySplit: amount + tax is the fare', () => {
    expect(railwaySplit(5600)).toEqual({ amountFen: 5138, taxFen: 462 })
    expect(railwaySplit(55300)).toEqual({ amountFen: 50734, taxFen: 4566 })
  })
})

describe('invoiceAmountsProblem', () => {
  test.each([
    [10000, 600, ''],
    [10000, 0, ''],
    [10000, 10000, ''],
    [10000, 20000, '税额不能大于金额，请核对'],
    [0, 0, '金额应大于0'],
    [0, 600, '金额应大于0'],
    [10000, -1, '税额不能为负数'],
  ])('%i + %i -> %s', (amount, tax, problem) => expect(invoiceAmountsProblem(amount, tax)).toBe(problem))
})
