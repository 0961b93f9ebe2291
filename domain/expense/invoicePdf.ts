/**
 * The first page of an invoice PDF as RGBA pixels, for the QR reader (readInvoiceImage). pdf.js and the canvas
 * are passed in: the app loads pdf.js lazily in the browser, the tests run it under Node with @napi-rs/canvas.
 */

/** The longest side of the rendered page: an invoice's QR code (about 2 cm) comes out well over 100 pixels wide. */
export const PDF_RENDER_SIDE = 2000
/** At most this many bytes are read (an invoice PDF is tens of kilobytes). */
export const MAX_PDF_BYTES = 10 * 1024 * 1024

type Viewport = { width: number; height: number }
type PdfPage = {
  getViewport(options: { scale: number }): Viewport
  render(options: { canvasContext: unknown; viewport: Viewport; canvas?: unknown }): { promise: Promise<unknown> }
}
type PdfDocument = { numPages: number; getPage(n: number): Promise<PdfPage>; destroy(): Promise<unknown> }
/** What is used of pdf.js (pdfjs-dist). */
export type PdfJs = { getDocument(source: { data: Uint8Array; isEvalSupported?: boolean }): { promise: Promise<PdfDocument> } }

export type PdfCanvas = {
  canvas: unknown
  context: { fillStyle: unknown; fillRect(x: number, y: number, w: number, h: number): void; getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } }
}

export type PagePixels = { rgba: Uint8ClampedArray; width: number; height: number }

/** Renders page 1 on white at PDF_RENDER_SIDE; a file that is not a PDF is refused in Chinese. */
export async function pdfFirstPagePixels(pdfjs: PdfJs, data: Uint8Array, createCanvas: (width: number, height: number) => PdfCanvas): Promise<PagePixels> {
  if (data.byteLength > MAX_PDF_BYTES) throw new Error('PDF文件过大，请选择10MB以内的发票')
  let doc: PdfDocument
  try {
    doc = await pdfjs.getDocument({ data, isEvalSupported: false }).promise
  } catch {
    throw new Error('无法读取该PDF文件，请确认是发票PDF')
  }
  try {
    const page = await doc.getPage(1)
    const base = page.getViewport({ scale: 1 })
    const viewport = page.getViewport({ scale: PDF_RENDER_SIDE / Math.max(base.width, base.height) })
    const width = Math.ceil(viewport.width)
    const height = Math.ceil(viewport.height)
    const { canvas, context } = createCanvas(width, height)
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, width, height)
    await page.render({ canvasContext: context, viewport, canvas }).promise
    return { rgba: context.getImageData(0, 0, width, height).data, width, height }
  } finally {
    void doc.destroy()
  }
}
