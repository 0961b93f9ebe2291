import Taro from '@tarojs/taro'
import { isH5Build } from './env'
import { dataUrlToBlob } from './keptPhotos'

/** A file the server sent as base64 (a payment batch's transfer list, an export). */
export type ServedFile = { FileName: string; MimeType: string; ContentBase64: string }

/**
 * Hands a served file to the user: on H5 the browser downloads it under its name; in the mini-programs it is
 * written to the user's data folder and opened (the document viewer offers to send or save it).
 */
export async function saveServedFile(file: ServedFile): Promise<void> {
  if (isH5Build()) {
    const url = URL.createObjectURL(dataUrlToBlob(`data:${file.MimeType};base64,${file.ContentBase64}`))
    const link = document.createElement('a')
    link.href = url
    link.download = file.FileName
    document.body.appendChild(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), 60_000)
    return
  }
  const filePath = `${Taro.env.USER_DATA_PATH}/${file.FileName}`
  await new Promise<void>((resolve, reject) => {
    Taro.getFileSystemManager().writeFile({ filePath, data: file.ContentBase64, encoding: 'base64', success: () => resolve(), fail: (e) => reject(new Error(e.errMsg)) })
  })
  await Taro.openDocument({ filePath, showMenu: true, fileType: file.FileName.endsWith('.csv') ? undefined : 'xlsx' } as Taro.openDocument.Option)
}
