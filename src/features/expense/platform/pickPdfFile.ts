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

const isPdf = (file: PickedPdf) => /\.pdf$/i.test(file.name || file.path)

/** Lets the member pick one PDF; null when they cancel. Throws (in Chinese) when the file is not a PDF. */
export async function pickPdfFile(): Promise<PickedPdf | null> {
  let file: PickedPdf | undefined
  if (BUILD_TARGET === 'weapp') {
    try {
      file = (await Taro.chooseMessageFile({ count: 1, type: 'file', extension: ['pdf'] })).tempFiles[0]
    } catch {
      return null // cancelled
    }
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
