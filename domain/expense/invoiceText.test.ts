import { linesOfRuns, NO_INVOICE_TEXT, parseInvoiceText } from './invoiceText'

// The text layers of real-format invoices, as lines (what linesOfRuns makes of pdf.js's runs).
const DIGITAL_NORMAL = [
  '电子发票（普通发票）',
  '发票号码： 24312000000098765432',
  '开票日期： 2026年11月21日',
  '购 名称：上海星途信息科技有限公司 销 名称：杭州西湖出租汽车有限公司',
  '买 统一社会信用代码/纳税人识别号：91310000MA1FL4XK2T 售 统一社会信用代码/纳税人识别号：913301007042345678',
  '方 方',
  '项目名称 规格型号 单 位 数 量 单 价 金 额 税率/征收率 税 额',
  '*运输服务*客运服务费 次 1 79.21 79.21 6% 4.75',
  '合 计 ¥79.21 ¥4.75',
  '价税合计（大写） ⓧ捌拾叁圆玖角陆分 （小写）¥83.96',
  '开票人：王敏',
]

const OLD_ELECTRONIC = [
  '上海增值税电子普通发票',
  '机器编号：661616310952 发票代码：031001900211',
  '发票号码：64829173',
  '开票日期：2026年11月20日',
  '校 验 码：12345 67890 12345 67890',
  '购 名 称：上海星途信息科技有限公司',
  '买 纳税人识别号：91310000MA1FL4XK2T',
  '方 地 址、电 话：上海市浦东新区 021-55550000',
  '合 计 ￥100.00 ￥6.00',
  '价税合计（大写） 壹佰零陆圆整 （小写） ￥106.00',
  '销 名 称：上海锦江之星酒店有限公司',
  '售 纳税人识别号：91310104132201234X',
]

// 数电 travel invoices (issue 33, decision 0630): a 12306 railway ticket prints its fare (票价, the 价税合计) and no
// tax; a 数电 air itinerary prints fare and fuel surcharge before tax, the VAT, the 民航发展基金 (untaxed) and 合计.
const DIGITAL_RAIL = [
  '电子发票（铁路电子客票）',
  '发票号码:26339132621000219582 开票日期:2026年04月23日',
  '南京南 站 G7575 常州 站',
  '2026年04月23日 12:12开 05车12F号 二等座',
  '票价: ￥56.00',
  '320106********1234 张伟',
  '电子客票号:6980564431042390103832026',
  '购买方名称:上海星途信息科技有限公司 统一社会信用代码:91310000MA1FL4XK22',
]
const DIGITAL_AIR = [
  '电子发票（航空运输电子客票行程单）',
  '发票号码：25117000000123456789 填开日期：2025年11月05日',
  '旅客姓名 张伟 有效身份证件号码 320106********1234',
  '承运人 航班号 座位等级 日期 时间 PEK SHA CA1501 Y 2025-11-08 08:00',
  '票价 燃油附加费 增值税税率 增值税税额 民航发展基金 其他税费 合计',
  'CNY1000.00 CNY60.00 9% CNY87.52 CNY50.00 CNY0.00 CNY1197.52',
  '购买方名称：上海星途信息科技有限公司 统一社会信用代码/纳税人识别号：91310000MA1FL4XK22',
  '销售单位名称：中国国际航空股份有限公司',
]

const cases: { name: string; lines: string[]; expected: Record<string, unknown> | string }[] = [
  {
    name: '数电 railway ticket: the fare is the total, the tax the 9% railway VAT inside it',
    lines: DIGITAL_RAIL,
    expected: {
      TypeCode: '51', TypeName: '电子发票(铁路电子客票)', InvoiceCode: '', InvoiceNo: '26339132621000219582', InvoiceDate: '2026-04-23',
      AmountFen: 5138, TaxFen: 462, TotalFen: 5600, Digital: true, BuyerName: '上海星途信息科技有限公司', BuyerTaxNo: '91310000MA1FL4XK22',
    },
  },
  {
    name: '数电 air itinerary: the printed VAT, the total with the 民航发展基金 in the amount',
    lines: DIGITAL_AIR,
    expected: {
      TypeCode: '61', TypeName: '电子发票(航空运输电子客票行程单)', InvoiceCode: '', InvoiceNo: '25117000000123456789', InvoiceDate: '2025-11-05',
      AmountFen: 111000, TaxFen: 8752, TotalFen: 119752, Digital: true, BuyerName: '上海星途信息科技有限公司', BuyerTaxNo: '91310000MA1FL4XK22',
    },
  },
  {
    name: '全电 普通发票: no code, 20 digit number, both parties side by side',
    lines: DIGITAL_NORMAL,
    expected: {
      TypeCode: '32', TypeName: '电子发票(普通发票)', InvoiceCode: '', InvoiceNo: '24312000000098765432', InvoiceDate: '2026-11-21',
      AmountFen: 7921, TaxFen: 475, TotalFen: 8396, CheckCode: '', Digital: true,
      BuyerName: '上海星途信息科技有限公司', BuyerTaxNo: '91310000MA1FL4XK2T', SellerName: '杭州西湖出租汽车有限公司', SellerTaxNo: '913301007042345678',
    },
  },
  {
    name: '全电 专用发票',
    lines: DIGITAL_NORMAL.map((l) => l.replace('电子发票（普通发票）', '电子发票（增值税专用发票）')),
    expected: { TypeCode: '31', TypeName: '电子发票(增值税专用发票)', Digital: true },
  },
  {
    name: '增值税电子普通发票: code, 8 digit number, spaced check code, parties one above the other',
    lines: OLD_ELECTRONIC,
    expected: {
      TypeCode: '10', InvoiceCode: '031001900211', InvoiceNo: '64829173', InvoiceDate: '2026-11-20', AmountFen: 10000, TaxFen: 600, TotalFen: 10600,
      CheckCode: '12345678901234567890', Digital: false,
      BuyerName: '上海星途信息科技有限公司', BuyerTaxNo: '91310000MA1FL4XK2T', SellerName: '上海锦江之星酒店有限公司', SellerTaxNo: '91310104132201234X',
    },
  },
  {
    name: 'tax-free: the tax column prints ***',
    lines: DIGITAL_NORMAL.map((l) => (l.startsWith('合 计') ? '合 计 ¥83.96 ***' : l)),
    expected: { AmountFen: 8396, TaxFen: 0, TotalFen: 8396 },
  },
  {
    name: 'a private buyer has no tax number: the seller keeps the second one',
    lines: DIGITAL_NORMAL.map((l) => (l.startsWith('买') ? '买 统一社会信用代码/纳税人识别号： 售 统一社会信用代码/纳税人识别号：913301007042345678' : l))
      .map((l) => l.replace('上海星途信息科技有限公司', '张伟')),
    expected: { BuyerName: '张伟', BuyerTaxNo: '', SellerTaxNo: '913301007042345678' },
  },
  {
    name: 'no 合计 row: the whole total is the amount',
    lines: DIGITAL_NORMAL.filter((l) => !l.startsWith('合 计')),
    expected: { AmountFen: 8396, TaxFen: 0, TotalFen: 8396 },
  },
  {
    name: 'thousands separators',
    lines: DIGITAL_NORMAL.map((l) => l.replace('¥79.21 ¥4.75', '¥1,179.21 ¥70.75').replace('¥83.96', '¥1,249.96')),
    expected: { AmountFen: 117921, TaxFen: 7075, TotalFen: 124996 },
  },
  { name: 'a page without an invoice number', lines: ['会议通知', '时间：2026年11月21日'], expected: NO_INVOICE_TEXT },
  { name: 'an empty text layer (a scanned picture)', lines: [], expected: NO_INVOICE_TEXT },
  { name: 'no title of a known kind', lines: DIGITAL_NORMAL.slice(1), expected: '无法识别发票种类，请手工录入' },
  { name: '全电 with an 8 digit number', lines: DIGITAL_NORMAL.map((l) => l.replace('24312000000098765432', '64829173')), expected: '发票代码或号码无法识别，请手工录入' },
  { name: 'old kind without its code', lines: OLD_ELECTRONIC.map((l) => l.replace(/发票代码：\d+/, '')), expected: '发票代码或号码无法识别，请手工录入' },
  { name: 'an impossible date', lines: DIGITAL_NORMAL.map((l) => l.replace('11月21日', '02月30日')), expected: '开票日期无法识别，请手工录入' },
  { name: 'a red-letter invoice', lines: DIGITAL_NORMAL.map((l) => l.replace('¥83.96', '¥-83.96')), expected: '红字发票（负数发票）不能报销' },
  { name: 'no 价税合计', lines: DIGITAL_NORMAL.filter((l) => !l.startsWith('价税合计')), expected: '价税合计无法识别，请手工录入' },
  { name: 'amount and tax do not add up', lines: DIGITAL_NORMAL.map((l) => l.replace('¥4.75', '¥5.75')), expected: '发票金额与价税合计不一致，请手工录入' },
]

describe('parseInvoiceText: the printed fields of a VAT e-invoice or 全电发票', () => {
  it.each(cases)('$name', ({ lines, expected }) => {
    const parsed = parseInvoiceText(lines)
    if (typeof expected === 'string') expect(parsed).toEqual({ ok: false, reason: expected })
    else expect(parsed).toEqual({ ok: true, invoice: expect.objectContaining(expected) })
  })
})

describe('linesOfRuns: pdf.js text runs to lines', () => {
  const run = (str: string, x: number, y: number) => ({ str, transform: [10, 0, 0, 10, x, y] })
  it.each([
    { name: 'top to bottom, left to right', runs: [run('B', 50, 100), run('A', 10, 100), run('C', 10, 80)], lines: ['A B', 'C'] },
    { name: 'baselines within 2 points share a line', runs: [run('名称：甲', 10, 100), run('名称：乙', 300, 101.5)], lines: ['名称：甲 名称：乙'] },
    { name: 'blank runs are dropped', runs: [run(' ', 10, 100), run('发票', 20, 90)], lines: ['发票'] },
    { name: 'no runs', runs: [], lines: [] },
  ])('$name', ({ runs, lines }) => {
    expect(linesOfRuns(runs)).toEqual(lines)
  })
})
