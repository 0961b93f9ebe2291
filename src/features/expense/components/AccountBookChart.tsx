import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useContext, useState } from 'react'
import { isLive } from '@/routes/registry'
import { formatFen } from '@/core/format/money'
import { StateView } from '@/ui/StateView'
import { barPercents } from '../domain/chartBars'
import { monthSeries, typeSeries } from '../domain/chartSeries'
import type { AccountBookStatsStore } from '../stores/AccountBookStatsStore'
import { openRoute } from '../../shared/navigation'
import { ChartsContext } from './chartsContext'

/**
 * 记账统计 (decisions 0413, 0471): two F2 charts, by month and by cost type, wherever the page has F2 (H5, and the
 * subpackage page 记账本 in the mini-programs). 我的记账本 in the mini-programs' main package keeps the view bars and
 * links to 记账本 for the chart; where the chart cannot be drawn there (a client without what F2 needs) 记账本 shows the
 * bars itself. Every type's amount is also text.
 */
function AccountBookChartView({ store }: { store: AccountBookStatsStore }) {
  const data = store.data
  const [failed, setFailed] = useState(false)
  const { load, Canvas } = useContext(ChartsContext)
  const charted = Canvas !== null && !failed
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
        {Canvas && charted && data ? (
          <View className='stats__charts'>
            <Canvas id='stats-months' drawKey={drawKey} load={load} onFailed={() => setFailed(true)} draw={(charts, target) => charts.drawMonths(target, monthSeries(data))} />
            <Canvas id='stats-types' drawKey={drawKey} load={load} onFailed={() => setFailed(true)} draw={(charts, target) => charts.drawTypes(target, typeSeries(data))} />
          </View>
        ) : null}
        {Canvas === null && data && isLive('bill/accountBook') ? (
          <Text className='expense__link stats__chart-link' onClick={() => openRoute('bill/accountBook', { stats: '1' })}>
            查看图表
          </Text>
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
