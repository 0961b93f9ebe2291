// pdfjs-dist ships no types for its worker module; it is only loaded for its side effect (globalThis.pdfjsWorker).
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown
}
