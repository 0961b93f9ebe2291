import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useContext, useState } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatFen } from '@/core/format/money'
import { StateView } from '@/ui/StateView'
import { a11y, focusable } from '@/ui/a11y'
import { barPercents } from '../domain/chartBars'
import { REPORT_PERIODS } from '../domain/reportPeriod'
import { REPORT_DIMENSIONS, type ExpenseReportStore } from '../stores/ExpenseReportStore'
import { ChartsContext } from './chartsContext'
import './expense.scss'

/** Chips: one choice of several, the chosen one pressed. */
function Chips<K extends string>({ items, chosen, onChoose }: { items: readonly { key: K; title: string }[]; chosen: K; onChoose: (key: K) => void }) {
  return (
    <View className='report__chips'>
      {items.map((item) => (
        <Text
          key={item.key}
          className={`report__chip${item.key === chosen ? ' report__chip--on' : ''}`}
          onClick={() => onChoose(item.key)}
          {...a11y(item.title, 'button')}
          {...focusable}
          aria-pressed={item.key === chosen}
        >
          {item.title}
        </Text>
      ))}
    </View>
  )
}

/**
 * 报销统计 (decision 0710; finance and admins): the period's paid bills with their total, a column chart by month and a
 * bar chart by department, cost centre or project — the account book's F2 charts (StatsCanvas, ChartsContext), and
 * the plain bars where a page has no F2 — each group's amounts also as text; 导出 Excel writes the whole report.
 */
function ExpenseReportViewOf({ store }: { store: ExpenseReportStore }) {
  const data = store.data
  const [failed, setFailed] = useState(false)
  const { load, Canvas } = useContext(ChartsContext)
  const charted = Canvas !== null && !failed
  const groups = store.groups
  const months = data?.ByMonth ?? []
  const monthBars = barPercents(months.map((m) => m.PaidFen))
  const groupBars = barPercents(groups.map((g) => g.PaidFen))
  const drawKey = data ? `${data.FromMonth}:${data.ToMonth}:${store.dimension}:${data.PaidFen}:${data.BillCount}` : ''
  return (
    <View className='report'>
      <Chips items={REPORT_PERIODS} chosen={store.period} onChoose={(period) => void store.choosePeriod(period)} />
      <StateView state={store.load} onRetry={() => store.fetch()}>
        {data ? (
          <View>
            <View className='report__total'>
              <Text className='report__total-label'>
                {data.FromMonth === data.ToMonth ? data.FromMonth : `${data.FromMonth} 至 ${data.ToMonth}`} 已付单据 {data.BillCount} 笔
              </Text>
              <Text className='report__total-value'>{formatFen(data.PaidFen)}</Text>
              <Text className='report__total-label'>费用金额 {formatFen(data.CostFen)}</Text>
            </View>
            <Text className='report__heading'>按月份</Text>
            {Canvas && charted && data.BillCount > 0 ? (
              <Canvas
                id='report-months'
                drawKey={drawKey}
                load={load}
                onFailed={() => setFailed(true)}
                draw={(charts, target) => charts.drawMonths(target, months.map((m) => ({ month: `${Number(m.Name.slice(5))}月`, yuan: m.PaidFen / 100 })))}
              />
            ) : null}
            <View className={`stats__months${charted && data.BillCount > 0 ? ' stats__months--hidden' : ''}`}>
              {months.map((m, i) => (
                <View key={m.Name} className='stats__month'>
                  <View className='stats__column' style={{ height: `${monthBars[i]}%` }} />
                  <Text className='stats__month-label'>{Number(m.Name.slice(5))}月</Text>
                </View>
              ))}
            </View>
            {months.map((m) => (
              <View key={m.Name} className='stats__type report__month-row'>
                <Text className='stats__type-name'>{m.Name}</Text>
                <Text className='report__count'>{m.BillCount} 笔</Text>
                <Text className='stats__type-amount'>{formatFen(m.PaidFen)}</Text>
              </View>
            ))}
            <Chips items={REPORT_DIMENSIONS} chosen={store.dimension} onChoose={(dimension) => store.chooseDimension(dimension)} />
            {groups.length === 0 ? <Text className='report__empty'>这段时间没有已付单据</Text> : null}
            {Canvas && charted && groups.length > 0 ? (
              <Canvas
                id='report-groups'
                drawKey={drawKey}
                load={load}
                onFailed={() => setFailed(true)}
                draw={(charts, target) => charts.drawTypes(target, groups.slice(0, 8).map((g) => ({ type: g.Name, yuan: g.PaidFen / 100 })))}
              />
            ) : null}
            {groups.map((g, i) => (
              <View key={g.Name} className='stats__type report__group'>
                <Text className='stats__type-name'>{g.Name}</Text>
                {charted ? <Text className='report__count'>{g.BillCount} 笔</Text> : (
                  <View className='stats__track'>
                    <View className='stats__bar' style={{ width: `${groupBars[i]}%` }} />
                  </View>
                )}
                <Text className='stats__type-amount'>{formatFen(g.PaidFen)}</Text>
              </View>
            ))}
          </View>
        ) : null}
      </StateView>
      {store.exportError ? <Text className='expense__error'>{store.exportError}</Text> : null}
      <AtButton className='report__export' type='primary' loading={store.isExporting} disabled={store.isExporting || !data} onClick={() => void store.exportExcel()}>
        导出 Excel
      </AtButton>
    </View>
  )
}

export const ExpenseReportView = observer(ExpenseReportViewOf)
