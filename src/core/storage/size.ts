/** UTF-8 byte length without TextEncoder (absent in some mini-program engines). */
export function utf8Bytes(text: string): number {
  let bytes = 0
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4
      i += 1
    } else bytes += 3
  }
  return bytes
}

/** Size of a value as stored: its JSON in UTF-8 bytes (0 for undefined). */
export function jsonBytes(value: unknown): number {
  const text = JSON.stringify(value)
  return text === undefined ? 0 : utf8Bytes(text)
}
