import { ScrollView, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useMemo, useState } from 'react'
import { virtualWindow } from '../domain/virtualWindow'
import type { HotelRow } from '../stores/HotelListStore'
import { HotelCard } from './HotelCard'

/** Row height in design px (750 wide). */
const ROW_DESIGN_PX = 220
const REACH_BOTTOM = 600

type Props = {
  rows: HotelRow[]
  /** Height of what sits above the list (header, bars), design px. */
  topDesignPx: number
  footer: JSX.Element | null
  onOpen: (row: HotelRow) => void
  onReachBottom: () => void
}

function windowSize() {
  try {
    const info = Taro.getWindowInfo()
    return { width: info.windowWidth || 375, height: info.windowHeight || 667 }
  } catch {
    return { width: 375, height: 667 }
  }
}

/**
 * A windowed list: only the rows in view (plus a few) are rendered, so 1,000 hotels scroll without jank
 * on H5, weapp and dd (Taro's VirtualList package is not installed here). Reach-bottom at 600 px.
 */
export const VirtualHotelList = observer(function VirtualHotelList({ rows, topDesignPx, footer, onOpen, onReachBottom }: Props) {
  const size = useMemo(windowSize, [])
  const scale = size.width / 750
  const rowHeight = ROW_DESIGN_PX * scale
  const viewportHeight = Math.max(200, size.height - topDesignPx * scale)
  const [firstIndex, setFirstIndex] = useState(0)
  const view = virtualWindow({ count: rows.length, itemHeight: rowHeight, viewportHeight, scrollTop: firstIndex * rowHeight, overscan: 6 })
  const rowStyle = `${rowHeight}px`

  return (
    <ScrollView
      scrollY
      style={{ height: `${viewportHeight}px` }}
      lowerThreshold={REACH_BOTTOM}
      onScrollToLower={onReachBottom}
      onScroll={(event) => {
        const index = Math.floor(event.detail.scrollTop / rowHeight)
        if (index !== firstIndex) setFirstIndex(index)
      }}
    >
      <View style={{ height: `${view.totalHeight}px`, position: 'relative' }}>
        <View style={{ position: 'absolute', left: 0, right: 0, top: `${view.offsetTop}px` }}>
          {rows.slice(view.start, view.end).map((row) => (
            <HotelCard key={row.HotelId} row={row} height={rowStyle} onOpen={onOpen} />
          ))}
        </View>
      </View>
      {footer}
    </ScrollView>
  )
})
