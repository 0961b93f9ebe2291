import Taro from '@tarojs/taro'
import { isH5Build } from './env'

/**
 * A photo picked with no network, kept until it can be uploaded, across a reload: on H5 as a data URL
 * (the picker's blob: address dies with the page), in the mini-programs as a saved file.
 */
export type PhotoKeeper = {
  keep(path: string): Promise<string>
  /** A path Taro.uploadFile takes, for a kept photo. */
  pathOf(kept: string): Promise<string>
}

export function dataUrlToBlob(dataUrl: string): Blob {
  const [head, body = ''] = dataUrl.split(',')
  const type = /^data:([^;,]+)/.exec(head)?.[1] ?? 'application/octet-stream'
  const binary = atob(body)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i)
  return new Blob([bytes], { type })
}

const blobToDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(blob)
  })

const webKeeper: PhotoKeeper = {
  keep: async (path) => (path.startsWith('data:') ? path : blobToDataUrl(await (await fetch(path)).blob())),
  pathOf: async (kept) => (kept.startsWith('data:') ? URL.createObjectURL(dataUrlToBlob(kept)) : kept),
}

const miniKeeper: PhotoKeeper = {
  keep: async (path) => ((await Taro.saveFile({ tempFilePath: path })) as { savedFilePath: string }).savedFilePath,
  pathOf: async (kept) => kept,
}

export function defaultPhotoKeeper(): PhotoKeeper {
  return isH5Build() ? webKeeper : miniKeeper
}
