import { createContext } from 'react'
import { defaultCharts } from './chartsDefault'
import type { ChartsSource } from './chartsSource'

export type { ChartsSource }

export const ChartsContext = createContext<ChartsSource>(defaultCharts)
