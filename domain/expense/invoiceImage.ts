import jsQR from 'jsqr'
import { parseInvoiceQr, type QrParse } from './invoiceQr'

/**
 * Finds and reads the invoice QR code in a photo's pixels (RGBA, as a canvas gives them) with jsQR. Tries the
 * image as is, then inverted (photographed screens), before giving up with a message the member can act on.
 */
export function readInvoiceImage(rgba: Uint8ClampedArray, width: number, height: number): QrParse {
  const found = jsQR(rgba, width, height, { inversionAttempts: 'attemptBoth' })
  if (!found || !found.data) return { ok: false, reason: '未识别到发票二维码，请拍清晰、完整的发票' }
  return parseInvoiceQr(found.data)
}
