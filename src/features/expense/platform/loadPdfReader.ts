/**
 * What reads a PDF invoice in the app: pdf.js, on H5 only (loadPdfReader.h5.ts). The mini-programs cannot draw a PDF:
 * they send the file to the server, which reads its text (pickPdfFile.ts, decision 0470).
 */
export type PdfReader = typeof import('./pdfPixels')

export async function loadPdfReader(): Promise<PdfReader | null> {
  return null
}
