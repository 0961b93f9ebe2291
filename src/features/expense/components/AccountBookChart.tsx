import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { formatFen } from '@/core/format/money'
import { StateView } from '@/ui/StateView'
import { barPercents } from '../domain/chartBars'
import type { AccountBookStatsStore } from '../stores/AccountBookStatsStore'

/**
 * 记账统计 drawn with views (decision 0254): twelve month columns and one bar per cost type, each with its amount.
 */
function AccountBookChartView({ store }: { store: AccountBookStatsStore }) {
  const data = store.data
  const months = barPercents(data?.ByMonth.map((m) => m.AmountFen) ?? [])
  const types = barPercents(data?.ByType.map((t) => t.AmountFen) ?? [])
  return (
    <View className='stats'>
      <View className='expense__month'>
        <Text className='expense__month-arrow' onClick={() => void store.shift(-1)}>〈</Text>
        <Text>{store.year}年统计{data ? ` 合计 ${formatFen(data.TotalFen)}` : ''}</Text>
        <Text className='expense__month-arrow' onClick={() => void store.shift(1)}>〉</Text>
      </View>
      <StateView state={store.load} onRetry={() => store.fetch()} isEmpty={!data || data.TotalFen === 0} emptyText='这一年还没有记账'>
        <View className='stats__months'>
          {data?.ByMonth.map((m, i) => (
            <View key={m.Month} className='stats__month'>
              <View className='stats__column' style={{ height: `${months[i]}%` }} />
              <Text className='stats__month-label'>{Number(m.Month.slice(5))}</Text>
            </View>
          ))}
        </View>
        {data?.ByType.map((t, i) => (
          <View key={t.CostTypeName} className='stats__type'>
            <Text className='stats__type-name'>{t.CostTypeName}</Text>
            <View className='stats__track'>
              <View className='stats__bar' style={{ width: `${types[i]}%` }} />
            </View>
            <Text className='stats__type-amount'>{formatFen(t.AmountFen)}</Text>
          </View>
        ))}
      </StateView>
    </View>
  )
}

export const AccountBookChart = observer(AccountBookChartView)
