import { createContext } from 'react'
import { isH5Build } from '@/core/platform/env'
import { loadCharts, type Charts } from '../platform/loadCharts'

/**
 * Where the account book's charts come from (decision 0471). By default the platform's loader: F2 as a lazy chunk on
 * H5, nothing in the mini-programs (a main-package page must not pull F2 in). A subpackage page (记账本,
 * bill/accountBook) provides F2 itself (platform/subpackageCharts.ts), so the mini-programs draw there.
 */
export type ChartsSource = { load: () => Promise<Charts | null>; available: boolean }

export const ChartsContext = createContext<ChartsSource>({ load: loadCharts, available: isH5Build() })
