import { TextEncoder } from 'node:util'
import QRCode from 'qrcode'

// jsdom has no TextEncoder; the QR encoder that draws sample images needs one.
Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? TextEncoder })

/** Renders QR text as RGBA pixels (4 px a module, quiet zone of 4 modules), as a camera photo would give them. */
export function qrImage(text: string, invert = false): { rgba: Uint8ClampedArray; width: number; height: number } {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const scale = 4
  const margin = 4
  const modules = qr.modules.size
  const width = (modules + margin * 2) * scale
  const rgba = new Uint8ClampedArray(width * width * 4)
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      const mx = Math.floor(x / scale) - margin
      const my = Math.floor(y / scale) - margin
      const dark = mx >= 0 && my >= 0 && mx < modules && my < modules && qr.modules.get(my, mx) === 1
      const v = dark !== invert ? 0 : 255
      const i = (y * width + x) * 4
      rgba[i] = v
      rgba[i + 1] = v
      rgba[i + 2] = v
      rgba[i + 3] = 255
    }
  }
  return { rgba, width, height: width }
}
