import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { formatFen } from '@/core/format/money'
import { StateView } from '@/ui/StateView'
import { isH5Build } from '@/core/platform/env'
import { barPercents } from '../domain/chartBars'
import { monthSeries, typeSeries } from '../domain/chartSeries'
import type { AccountBookStatsStore } from '../stores/AccountBookStatsStore'
import { StatsCanvas } from './StatsCanvas'

/**
 * 记账统计 (decision 0413, superseding 0254): on H5 two F2 charts, by month and by cost type, lazily loaded; the
 * mini-programs keep the view bars until the statistics leave the main package. Every type's amount is also text.
 */
function AccountBookChartView({ store }: { store: AccountBookStatsStore }) {
  const data = store.data
  const charted = isH5Build()
  const months = barPercents(data?.ByMonth.map((m) => m.AmountFen) ?? [])
  const types = barPercents(data?.ByType.map((t) => t.AmountFen) ?? [])
  const drawKey = data ? `${data.Year}:${data.TotalFen}:${data.ByType.map((t) => `${t.CostTypeName}=${t.AmountFen}`).join(',')}` : ''
  return (
    <View className='stats'>
      <View className='expense__month'>
        <Text className='expense__month-arrow' onClick={() => void store.shift(-1)}>〈</Text>
        <Text>{store.year}年统计{data ? ` 合计 ${formatFen(data.TotalFen)}` : ''}</Text>
        <Text className='expense__month-arrow' onClick={() => void store.shift(1)}>〉</Text>
      </View>
      <StateView state={store.load} onRetry={() => store.fetch()} isEmpty={!data || data.TotalFen === 0} emptyText='这一年还没有记账'>
        {charted && data ? (
          <View className='stats__charts'>
            <StatsCanvas id='stats-months' drawKey={drawKey} draw={(charts, target) => charts.drawMonths(target, monthSeries(data))} />
            <StatsCanvas id='stats-types' drawKey={drawKey} draw={(charts, target) => charts.drawTypes(target, typeSeries(data))} />
          </View>
        ) : null}
        <View className={`stats__months${charted ? ' stats__months--hidden' : ''}`}>
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
            {charted ? null : (
              <View className='stats__track'>
                <View className='stats__bar' style={{ width: `${types[i]}%` }} />
              </View>
            )}
            <Text className='stats__type-amount'>{formatFen(t.AmountFen)}</Text>
          </View>
        ))}
      </StateView>
    </View>
  )
}

export const AccountBookChart = observer(AccountBookChartView)
