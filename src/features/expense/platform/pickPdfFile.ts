import Taro from '@tarojs/taro'
import { BUILD_TARGET } from '@/core/platform/env'

/** A PDF file picked in a mini-program: a local path Taro.uploadFile takes. */
export type PickedPdf = { path: string; name: string; size: number }

type DdChooseFile = (options: {
  count: number
  multiSelection?: boolean
  success(result: { files?: PickedPdf[] }): void
  fail(error: unknown): void
}) => void
// DingTalk's global API object in its mini-programs (absent on the other targets).
declare const dd: { chooseFile?: DdChooseFile } | undefined

function ddChooseFile(): DdChooseFile | null {
  return typeof dd !== 'undefined' && typeof dd?.chooseFile === 'function' ? dd.chooseFile.bind(dd) : null
}

/**
 * Whether this mini-program can let the member pick a PDF (decision 0470): WeChat from a chat
 * (chooseMessageFile, base library 2.5+), DingTalk from the phone's files where its client has dd.chooseFile.
 */
export function canPickPdf(): boolean {
  if (BUILD_TARGET === 'weapp') return true
  if (BUILD_TARGET === 'dd') return ddChooseFile() !== null
  return false
}

/** Where the picker takes the member, said under the button ('' on H5, whose file input needs no word). */
export function pdfPickHint(): string {
  if (BUILD_TARGET === 'weapp') return '从微信聊天记录中选择PDF发票（可先将发票发送到文件传输助手）'
  if (BUILD_TARGET === 'dd') return '从手机文件中选择PDF发票'
  return ''
}

/**
 * A chat's file in WeChat (undefined when the member cancels). Taro 4 does not promisify chooseMessageFile on WeChat
 * (it is not in its list of promise APIs, like requestPayment): `await Taro.chooseMessageFile(...)` went on at once
 * with nothing, so no PDF was ever read. Its own success and fail callbacks answer. Found by the WeChat mini-program
 * journey (tests/mini/journeys/pdf.mini.mjs).
 */
function chooseMessageFile(): Promise<PickedPdf | undefined> {
  return new Promise((resolve) => {
    const returned: unknown = Taro.chooseMessageFile({
      count: 1, type: 'file', extension: ['pdf'],
      success: (result) => resolve(result.tempFiles[0]),
      fail: () => resolve(undefined),
    })
    // Where Taro does promisify it, its promise answers too: the callbacks above decide, so that one is dropped.
    if (returned && typeof (returned as Promise<unknown>).catch === 'function') (returned as Promise<unknown>).catch(() => undefined)
  })
}

const isPdf = (file: PickedPdf) => /\.pdf$/i.test(file.name || file.path)

/** Lets the member pick one PDF; null when they cancel. Throws (in Chinese) when the file is not a PDF. */
export async function pickPdfFile(): Promise<PickedPdf | null> {
  let file: PickedPdf | undefined
  if (BUILD_TARGET === 'weapp') {
    file = await chooseMessageFile()
  } else {
    const choose = ddChooseFile()
    if (!choose) return null
    file = await new Promise<PickedPdf | undefined>((resolve) => {
      choose({ count: 1, multiSelection: false, success: (result) => resolve(result.files?.[0]), fail: () => resolve(undefined) })
    })
  }
  if (!file) return null
  if (!isPdf(file)) throw new Error('请选择PDF格式的发票文件')
  return file
}
