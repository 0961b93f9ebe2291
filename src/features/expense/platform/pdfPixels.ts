import { pdfFirstPagePixels, type PdfJs } from '@domain/expense/invoicePdf'
import type { Pixels } from './imagePixels'

let loading: Promise<PdfJs> | null = null

/**
 * pdf.js, loaded on first use as its own chunks (never in the main entry). Its worker code is loaded the same way
 * and runs on the page (pdf.js's documented globalThis.pdfjsWorker fallback), so no worker URL has to be served.
 */
function loadPdfJs(): Promise<PdfJs> {
  loading ??= (async () => {
    const worker = await import(/* webpackChunkName: "pdfjs-worker" */ 'pdfjs-dist/legacy/build/pdf.worker.min.mjs')
    Object.assign(globalThis, { pdfjsWorker: worker })
    return (await import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist/legacy/build/pdf.min.mjs')) as unknown as PdfJs
  })()
  loading.catch(() => (loading = null))
  return loading
}

/** Lets the member pick a PDF file (H5 only: a file input); null when nothing was chosen. */
export function choosePdfFile(): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input')
    input.type = 'file'
    input.accept = 'application/pdf,.pdf'
    input.onchange = () => resolve(input.files?.[0] ?? null)
    input.addEventListener('cancel', () => resolve(null))
    input.click()
  })
}

/** The first page of a PDF invoice as pixels (H5). */
export async function pdfPixels(file: Blob): Promise<Pixels> {
  const pdfjs = await loadPdfJs()
  const data = new Uint8Array(await file.arrayBuffer())
  return pdfFirstPagePixels(pdfjs, data, (width, height) => {
    const canvas = document.createElement('canvas')
    Object.assign(canvas, { width, height })
    const context = canvas.getContext('2d', { willReadFrequently: true })
    if (!context) throw new Error('当前浏览器不支持PDF识别')
    return { canvas, context }
  })
}

/** Runs `use` with a blob: URL of the file (what Taro.uploadFile takes on H5), revoked afterwards. */
export async function withFileUrl<T>(file: Blob, use: (url: string) => Promise<T>): Promise<T> {
  const url = URL.createObjectURL(file)
  try {
    return await use(url)
  } finally {
    URL.revokeObjectURL(url)
  }
}
