/** What reads a PDF invoice: pdf.js, on H5 only (loadPdfReader.h5.ts); the mini-programs cannot draw a PDF. */
export type PdfReader = typeof import('./pdfPixels')

export async function loadPdfReader(): Promise<PdfReader | null> {
  return null
}
