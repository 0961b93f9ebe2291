import type { PdfReader } from './loadPdfReader'

/** pdf.js and the file picker, loaded as their own chunks when the member first picks a PDF (decision 0412). */
export function loadPdfReader(): Promise<PdfReader | null> {
  return import(/* webpackChunkName: "invoice-pdf" */ './pdfPixels')
}
