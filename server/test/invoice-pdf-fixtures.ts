/**
 * Invoice PDFs for the tests, written here byte by byte: one page whose text is drawn with a CID font in Identity-H
 * encoding (two bytes a character, Latin ones half as wide) and a ToUnicode map, as invoice issuers' PDFs carry it. The font itself is not
 * embedded: reading the text layer (what the server does) needs only the map.
 */

export type PdfRun = { text: string; x: number; y: number }

const hex4 = (n: number) => n.toString(16).toUpperCase().padStart(4, '0')

function toUnicodeMap(runs: PdfRun[]): string {
  const highs = [...new Set(runs.flatMap((r) => [...r.text].map((c) => (c.codePointAt(0) as number) >> 8)))].sort((a, b) => a - b)
  const blocks: string[] = []
  for (let i = 0; i < highs.length; i += 100) {
    const part = highs.slice(i, i + 100)
    blocks.push(`${part.length} beginbfrange\n${part.map((h) => `<${hex4(h << 8)}> <${hex4((h << 8) | 0xff)}> <${hex4(h << 8)}>`).join('\n')}\nendbfrange`)
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n')
}

/** A one-page PDF (A5 landscape, 595 × 420 pt) holding the runs as text at their positions (y upwards). */
export function textPdf(runs: PdfRun[]): Buffer {
  for (const r of runs) if ([...r.text].some((c) => (c.codePointAt(0) as number) > 0xffff)) throw new Error(`outside the BMP: ${r.text}`)
  const content = runs
    .map((r) => `BT /F1 9 Tf 1 0 0 1 ${r.x} ${r.y} Tm <${[...r.text].map((c) => hex4(c.codePointAt(0) as number)).join('')}> Tj ET`)
    .join('\n')
  const cmap = toUnicodeMap(runs)
  const stream = (body: string) => `<< /Length ${Buffer.byteLength(body, 'latin1')} >>\nstream\n${body}\nendstream`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 420] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /SimSun /Encoding /Identity-H /DescendantFonts [6 0 R] /ToUnicode 7 0 R >>',
    stream(content),
    '<< /Type /Font /Subtype /CIDFontType2 /BaseFont /SimSun /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor 8 0 R /DW 1000 /W [0 255 500] /CIDToGIDMap /Identity >>',
    stream(cmap),
    '<< /Type /FontDescriptor /FontName /SimSun /Flags 4 /FontBBox [0 -200 1000 900] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 700 /StemV 80 >>',
  ]
  let out = '%PDF-1.7\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

/** A 全电发票 (电子发票(普通发票)) laid out as the tax platform prints it: buyer left, seller right. */
export function digitalInvoicePdf(over: { no?: string; date?: string; amount?: string; tax?: string; total?: string } = {}): Buffer {
  const { no = '24312000000098765432', date = '2026年11月21日', amount = '79.21', tax = '4.75', total = '83.96' } = over
  return textPdf([
    { text: '电子发票（普通发票）', x: 220, y: 390 },
    { text: `发票号码：${no}`, x: 400, y: 380 },
    { text: `开票日期：${date}`, x: 400, y: 366 },
    { text: '购', x: 24, y: 330 },
    { text: '名称：上海星途信息科技有限公司', x: 40, y: 330 },
    { text: '销', x: 300, y: 330 },
    { text: '名称：杭州西湖出租汽车有限公司', x: 316, y: 330 },
    { text: '买', x: 24, y: 316 },
    { text: '统一社会信用代码/纳税人识别号：91310000MA1FL4XK2T', x: 40, y: 316 },
    { text: '售', x: 300, y: 316 },
    { text: '统一社会信用代码/纳税人识别号：913301007042345678', x: 316, y: 316 },
    { text: '项目名称', x: 40, y: 280 },
    { text: '金 额', x: 360, y: 280 },
    { text: '税 额', x: 500, y: 280 },
    { text: '*运输服务*客运服务费', x: 40, y: 264 },
    { text: amount, x: 360, y: 264 },
    { text: tax, x: 500, y: 264 },
    { text: '合 计', x: 40, y: 150 },
    { text: `¥${amount}`, x: 360, y: 150 },
    { text: `¥${tax}`, x: 500, y: 150 },
    { text: '价税合计（大写）', x: 40, y: 130 },
    { text: '捌拾叁圆玖角陆分', x: 160, y: 130 },
    { text: `（小写）¥${total}`, x: 420, y: 130 },
    { text: '开票人：王敏', x: 40, y: 60 },
  ])
}
