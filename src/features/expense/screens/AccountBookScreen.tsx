import type { ScreenProps } from '@/shell/page/createPage'
import { ChartsContext } from '../components/chartsContext'
import { subpackageCharts } from '../platform/subpackageCharts'
import CostListScreen from './CostListScreen'

/**
 * 记账本 (bill/accountBook): the account book with its statistics drawn by F2 on every platform. The page lives in
 * the mini-program subpackage pages/bill, so F2 (imported here in the mini-programs) stays out of the main package
 * (decision 0471); 我的记账本 in the main package links here for the chart.
 */
export default function AccountBookScreen(props: ScreenProps<'bill'>) {
  return (
    <ChartsContext.Provider value={subpackageCharts}>
      <CostListScreen {...props} variant='bill' />
    </ChartsContext.Provider>
  )
}
