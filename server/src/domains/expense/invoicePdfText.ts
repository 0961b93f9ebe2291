import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { linesOfRuns, type TextRun } from '../../../../domain/expense/invoiceText'

/** An invoice PDF is tens of kilobytes; a file above this is refused before pdf.js sees it. */
export const MAX_INVOICE_PDF_BYTES = 5 * 1024 * 1024

type TextContent = { items: ({ str?: string; transform?: number[] })[] }
type PdfPage = { getTextContent(): Promise<TextContent>; cleanup(): unknown }
type PdfDocument = { numPages: number; getPage(n: number): Promise<PdfPage>; destroy(): Promise<unknown> }
type PdfJs = {
  getDocument(source: Record<string, unknown>): { promise: Promise<PdfDocument> }
  VerbosityLevel: { ERRORS: number }
}

const require = createRequire(import.meta.url)
const pdfjsRoot = dirname(require.resolve('pdfjs-dist/package.json'))
let loading: Promise<PdfJs> | null = null

/** pdf.js's legacy build (the one meant for Node), loaded on the first PDF; getTextContent needs no canvas. */
function pdfjs(): Promise<PdfJs> {
  loading ??= import('pdfjs-dist/legacy/build/pdf.mjs') as unknown as Promise<PdfJs>
  return loading
}

/** Whether the bytes start like a PDF file (%PDF-, after at most 1 KB of anything, as readers allow). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-')
}

export class UnreadablePdf extends Error {}

/**
 * The text of a PDF's first page as lines (top to bottom, each left to right). Throws UnreadablePdf when pdf.js
 * cannot open it (broken, encrypted with a password).
 */
export async function pdfFirstPageLines(bytes: Uint8Array): Promise<string[]> {
  const lib = await pdfjs()
  let doc: PdfDocument
  try {
    doc = await lib.getDocument({
      data: new Uint8Array(bytes), // pdf.js takes ownership of (detaches) the buffer it is given
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      stopAtErrors: false,
      verbosity: lib.VerbosityLevel.ERRORS,
      // CJK fonts without an embedded ToUnicode map (UniGB-UCS2-H ...) are read through pdf.js's own CMaps.
      cMapUrl: `${join(pdfjsRoot, 'cmaps')}/`,
      cMapPacked: true,
      standardFontDataUrl: `${join(pdfjsRoot, 'standard_fonts')}/`,
    }).promise
  } catch {
    throw new UnreadablePdf()
  }
  try {
    const page = await doc.getPage(1)
    const content = await page.getTextContent()
    page.cleanup()
    const runs: TextRun[] = content.items
      .filter((i): i is { str: string; transform: number[] } => typeof i.str === 'string' && Array.isArray(i.transform))
    return linesOfRuns(runs)
  } catch {
    throw new UnreadablePdf()
  } finally {
    void doc.destroy()
  }
}
