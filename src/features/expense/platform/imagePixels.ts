import Taro from '@tarojs/taro'
import { isH5Build } from '@/core/platform/env'

export type Pixels = { rgba: Uint8ClampedArray; width: number; height: number }

/** Photos are scaled down to this longest side before QR decoding: enough for an invoice's code, quick on phones. */
const MAX_SIDE = 1280

type Drawable = { width: number; height: number }
type Loadable = Drawable & { src: string; onload: unknown; onerror: unknown }
type Ctx = { drawImage(image: unknown, x: number, y: number, w: number, h: number): void; getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } }

function fit(image: Drawable): { width: number; height: number } {
  const scale = Math.min(1, MAX_SIDE / Math.max(image.width, image.height))
  return { width: Math.max(1, Math.round(image.width * scale)), height: Math.max(1, Math.round(image.height * scale)) }
}

function loadImage(create: () => Loadable, src: string): Promise<Drawable> {
  return new Promise((resolve, reject) => {
    const image = create()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error('图片读取失败，请重新选择'))
    image.src = src
  })
}

/**
 * The RGBA pixels of a chosen photo: a DOM canvas on H5, an offscreen 2d canvas on the mini-programs
 * (WeChat and DingTalk base library 2.16+ / 7.0+).
 */
export async function imagePixels(path: string): Promise<Pixels> {
  if (isH5Build()) {
    const image = await loadImage(() => new window.Image(), path)
    const size = fit(image)
    const canvas = document.createElement('canvas')
    Object.assign(canvas, size)
    const ctx = canvas.getContext('2d') as unknown as Ctx | null
    if (!ctx) throw new Error('当前浏览器不支持图片识别')
    ctx.drawImage(image, 0, 0, size.width, size.height)
    return { rgba: ctx.getImageData(0, 0, size.width, size.height).data, ...size }
  }
  const info = await Taro.getImageInfo({ src: path })
  const size = fit(info)
  const canvas = Taro.createOffscreenCanvas({ type: '2d', ...size }) as unknown as {
    createImage(): Loadable
    getContext(kind: '2d'): Ctx
  }
  const image = await loadImage(() => canvas.createImage(), path)
  const ctx = canvas.getContext('2d')
  ctx.drawImage(image, 0, 0, size.width, size.height)
  return { rgba: ctx.getImageData(0, 0, size.width, size.height).data, ...size }
}
