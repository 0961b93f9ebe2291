// pdfjs-dist ships no types for its minified modules: the worker is loaded for its side effect
// (globalThis.pdfjsWorker) and the library is used through PdfJs (domain/expense/invoicePdf.ts).
declare module 'pdfjs-dist/legacy/build/pdf.worker.min.mjs' {
  export const WorkerMessageHandler: unknown
}
declare module 'pdfjs-dist/legacy/build/pdf.min.mjs' {
  export const getDocument: unknown
}
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown
}
