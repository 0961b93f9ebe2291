import type { LoanHistoryEntry } from '@api/loans'
import { Text, View } from '@tarojs/components'
import { formatShanghai } from '@/core/format/date'

/** 处理记录: who moved the loan or repayment, when, with what note. */
export function HistorySection({ history }: { history: readonly LoanHistoryEntry[] }) {
  return (
    <View className='loans__section'>
      <Text className='loans__section-title'>处理记录</Text>
      {history.map((h, i) => (
        <Text key={i} className='loans__line'>
          {formatShanghai(h.At, 'MM-DD HH:mm')} {h.ActorName} {h.Note || h.StatusText}
        </Text>
      ))}
    </View>
  )
}
