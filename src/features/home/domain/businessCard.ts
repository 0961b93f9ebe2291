import type { BusinessCard } from '@api/businessCard'
import { linkTo } from '@/routes/link'

/** What a mini-program's share sheet sends: the card's name and enterprise, this page, the brand's logo. */
export function shareMessageOf(card: BusinessCard | null | undefined, logoUrl: string) {
  const title = card ? `${card.Name}的名片${card.EnterpriseName ? ` · ${card.EnterpriseName}` : ''}` : '我的名片'
  // The brand logo is the card's picture when it is a web address: the default logos (/static/brand/…) are H5 files,
  // not in the mini-program packages, and a missing picture would leave the card blank; without one the client
  // shows its screenshot of the page.
  return { title, path: linkTo('index2.0/businessCard'), ...(/^https:\/\//.test(logoUrl) ? { imageUrl: logoUrl } : {}) }
}

/** H5 has no share sheet of its own: the page says how to pass the card on. */
export const H5_SHARE_HINT = '浏览器中无法直接分享：可复制名片文字发送给对方，或截图二维码；在微信、钉钉小程序中可直接分享名片'

/** vCard 3.0 text of a card: what the QR code holds, so a phone's camera offers to save the contact. */
export function vCardOf(card: BusinessCard): string {
  const escape = (value: string) => value.replace(/\\/g, '\\\\').replace(/[,;]/g, (c) => `\\${c}`).replace(/\n/g, '\\n')
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `FN:${escape(card.Name)}`, `N:${escape(card.Name)};;;;`]
  if (card.EnterpriseName) lines.push(`ORG:${escape(card.EnterpriseName)}${card.DepartmentName ? `;${escape(card.DepartmentName)}` : ''}`)
  if (card.Phone) lines.push(`TEL;TYPE=CELL:${card.Phone}`)
  if (card.Email) lines.push(`EMAIL:${card.Email}`)
  lines.push('END:VCARD')
  return lines.join('\r\n')
}

/** The card as text for the clipboard (H5, DingTalk's browser). */
export function cardText(card: BusinessCard): string {
  return [
    `${card.Name}${card.DepartmentName ? ` · ${card.DepartmentName}` : ''}`,
    card.EnterpriseName,
    card.Phone ? `手机：${card.Phone}` : '',
    card.Email ? `邮箱：${card.Email}` : '',
  ].filter(Boolean).join('\n')
}

/** The dark modules of a QR matrix as horizontal runs per row: [row, startColumn, length]. */
export function qrRuns(size: number, isDark: (row: number, column: number) => boolean): Array<[number, number, number]> {
  const runs: Array<[number, number, number]> = []
  for (let row = 0; row < size; row += 1) {
    let start = -1
    for (let column = 0; column <= size; column += 1) {
      const dark = column < size && isDark(row, column)
      if (dark && start < 0) start = column
      if (!dark && start >= 0) {
        runs.push([row, start, column - start])
        start = -1
      }
    }
  }
  return runs
}

/** UTF-8 bytes of a text (the mini-programs have no TextEncoder, which qrcode uses for a string). */
export function utf8Bytes(text: string): Uint8Array {
  const bytes: number[] = []
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (code < 0x80) bytes.push(code)
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63))
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
  }
  return Uint8Array.from(bytes)
}
