import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib'
import QRCode from 'qrcode'
import { readInvoiceImage } from './invoiceImage'
import '@test/expense/qrImage' // jsdom's missing TextEncoder, which pdf-lib and the QR encoder need

// A 全电发票 (电子发票(普通发票)) as the tax bureau's platform issues it: an A5-landscape PDF with the QR code in the
// top-left corner holding the official payload. Built here with pdf-lib, rendered with pdf.js as the app does.
const PAYLOAD = '01,32,,24312000000098765432,83.96,20261121,,3B7A,'

async function invoicePdf(payload: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const page = doc.addPage([595, 420])
  // The code is drawn as vector squares, as the platform's PDFs draw it: 64 pt (about 2.3 cm) wide.
  const qr = QRCode.create(payload, { errorCorrectionLevel: 'M' })
  const size = qr.modules.size
  const cell = 64 / size
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (qr.modules.get(y, x)) page.drawRectangle({ x: 24 + x * cell, y: 420 - 24 - (y + 1) * cell, width: cell, height: cell, color: rgb(0, 0, 0) })
    }
  }
  const font = await doc.embedFont(StandardFonts.Helvetica)
  page.drawText('No. 24312000000098765432   Total 83.96', { x: 120, y: 360, size: 12, font })
  page.drawRectangle({ x: 24, y: 60, width: 547, height: 260, borderWidth: 1 })
  return doc.save()
}

type Rendered = { width: number; height: number; rgba: string } | { error: string }

function render(files: Record<string, Uint8Array | string>): Rendered[] {
  const dir = mkdtempSync(join(tmpdir(), 'invoice-pdf-'))
  const paths = Object.entries(files).map(([name, bytes]) => {
    const path = join(dir, name)
    writeFileSync(path, bytes)
    return path
  })
  const out = execFileSync(process.execPath, ['--import', 'tsx', join(__dirname, '../../tests/support/expense/renderPdfPages.ts'), ...paths], { cwd: join(__dirname, '../..'), maxBuffer: 256 * 1024 * 1024 })
  return JSON.parse(out.toString()) as Rendered[]
}

describe('invoice recognition from a PDF (pdf.js renders page 1, jsQR reads the code)', () => {
  it('reads the 全电发票 fields from a real PDF and refuses a file that is not one', async () => {
    const [page, notPdf] = render({ 'invoice.pdf': await invoicePdf(PAYLOAD), 'photo.pdf': 'not a pdf at all' })
    if ('error' in page) throw new Error(page.error)
    expect(page.width).toBe(2000)
    const rgba = new Uint8ClampedArray(Buffer.from(page.rgba, 'base64'))
    expect(rgba.length).toBe(page.width * page.height * 4)
    expect(readInvoiceImage(rgba, page.width, page.height)).toEqual({
      ok: true,
      invoice: expect.objectContaining({ TypeCode: '32', InvoiceCode: '', InvoiceNo: '24312000000098765432', AmountFen: 8396, InvoiceDate: '2026-11-21', CheckCode: '', Digital: true }),
    })
    expect(notPdf).toEqual({ error: '无法读取该PDF文件，请确认是发票PDF' })
  }, 120_000)

  it('a PDF page without a QR code says so', async () => {
    const doc = await PDFDocument.create()
    doc.addPage([595, 420]).drawRectangle({ x: 24, y: 60, width: 547, height: 260, borderWidth: 1 })
    const [page] = render({ 'blank.pdf': await doc.save() })
    if ('error' in page) throw new Error(page.error)
    const r = readInvoiceImage(new Uint8ClampedArray(Buffer.from(page.rgba, 'base64')), page.width, page.height)
    expect(r).toEqual({ ok: false, reason: '未识别到发票二维码，请拍清晰、完整的发票' })
  }, 120_000)
})
