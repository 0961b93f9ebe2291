// Renders page 1 of each PDF given on the command line with the app's pdfFirstPagePixels, pdf.js (pdfjs-dist) and
// @napi-rs/canvas under Node, and prints [{width, height, rgba (base64)} | {error}] as JSON. Run by
// domain/expense/invoicePdf.test.ts as `node --import tsx tests/support/expense/renderPdfPages.ts a.pdf b.pdf`
// (pdf.js is ESM with import.meta, which the Jest transform cannot load).
import { readFileSync } from 'node:fs'
import { pdfFirstPagePixels, type PdfCanvas, type PdfJs } from '../../../domain/expense/invoicePdf'

async function main() {
  const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs')
  Object.assign(globalThis, { pdfjsWorker: worker })
  const pdfjs = (await import('pdfjs-dist/legacy/build/pdf.mjs')) as unknown as PdfJs
  const { createCanvas } = await import('@napi-rs/canvas')
  const results = []
  for (const path of process.argv.slice(2)) {
    try {
      const pixels = await pdfFirstPagePixels(pdfjs, new Uint8Array(readFileSync(path)), (w, h) => {
        const canvas = createCanvas(w, h)
        return { canvas, context: canvas.getContext('2d') } as unknown as PdfCanvas
      })
      results.push({ width: pixels.width, height: pixels.height, rgba: Buffer.from(pixels.rgba.buffer, pixels.rgba.byteOffset, pixels.rgba.byteLength).toString('base64') })
    } catch (error) {
      results.push({ error: (error as Error).message })
    }
  }
  process.stdout.write(JSON.stringify(results))
}

void main()
