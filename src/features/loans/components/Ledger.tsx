import { Text, View } from '@tarojs/components'
import { formatFen } from '@/core/format/money'

type Props = { title: string; outstandingFen: number; paidOutFen: number; repaidFen: number; offsetFen: number; pendingFen: number }

/** 待还金额 and how it reconciles: 已借 = 已还 + 冲抵 + 待还, with what waits for finance. */
export function Ledger({ title, outstandingFen, paidOutFen, repaidFen, offsetFen, pendingFen }: Props) {
  return (
    <View className='loans__head loan-ledger'>
      <Text className='loans__head-title'>{title}</Text>
      <Text className='loans__head-amount loan-ledger__outstanding'>{formatFen(outstandingFen)}</Text>
      <Text className='loans__head-line'>
        已借 {formatFen(paidOutFen)} · 已还 {formatFen(repaidFen)} · 冲抵 {formatFen(offsetFen)}
      </Text>
      {pendingFen > 0 ? <Text className='loans__head-line loan-ledger__pending'>还款确认中 {formatFen(pendingFen)}</Text> : null}
    </View>
  )
}
