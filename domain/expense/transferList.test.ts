import { csvField, transferCsv, transferPurpose, transferRows } from './transferList'

const line = { payeeName: '张伟', accountNo: '6222021001001234567', bankName: '中国工商银行', amountFen: 68700, purpose: transferPurpose('reimbursement', 'BX2026112800001'), reference: 'FK20261128100001' }

describe('transfer list of a payment batch', () => {
  it('has the header and one row per payee, the amount in yuan with two decimals', () => {
    expect(transferRows([line, { ...line, payeeName: '上海云途', amountFen: 5, purpose: transferPurpose('corporate', 'DG2026112800002') }])).toEqual([
      ['序号', '收款人户名', '收款账号', '收款银行', '金额（元）', '用途', '业务参考号'],
      ['1', '张伟', '6222021001001234567', '中国工商银行', '687.00', '报销款 BX2026112800001', 'FK20261128100001'],
      ['2', '上海云途', '6222021001001234567', '中国工商银行', '0.05', '对公付款 DG2026112800002', 'FK20261128100001'],
    ])
  })

  it('quotes commas and quotes and defuses formulas in CSV', () => {
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('=1+2')).toBe("'=1+2")
    expect(csvField('-12.50')).toBe('-12.50')
  })

  it('writes CRLF lines after a byte-order mark', () => {
    const text = transferCsv([line])
    expect(text.startsWith('\uFEFF序号,收款人户名')).toBe(true)
    expect(text.split('\r\n')).toHaveLength(3)
    expect(text).toContain('1,张伟,6222021001001234567,中国工商银行,687.00,报销款 BX2026112800001,FK20261128100001')
  })
})
