import { View } from '@tarojs/components'
import { create } from 'qrcode'
import { useMemo } from 'react'
import { qrRuns, utf8Bytes } from '../domain/businessCard'
import './businessCard.scss'

/** A QR code drawn with views (no canvas, the same on H5 and the mini-programs); `size` in design px. */
export function QrCode({ text, size = 360 }: { text: string; size?: number }) {
  const { count, runs } = useMemo(() => {
    const qr = create([{ data: utf8Bytes(text), mode: 'byte' }], { errorCorrectionLevel: 'M' })
    return { count: qr.modules.size, runs: qrRuns(qr.modules.size, (r, c) => Boolean(qr.modules.get(r, c))) }
  }, [text])
  const unit = 100 / count
  return (
    <View className='qr-code' style={{ width: `${size / 2}px`, height: `${size / 2}px` }} aria-label='名片二维码'>
      {runs.map(([row, start, length]) => (
        <View key={`${row}-${start}`} className='qr-code__run' style={{ top: `${row * unit}%`, left: `${start * unit}%`, width: `${length * unit}%`, height: `${unit}%` }} />
      ))}
    </View>
  )
}
