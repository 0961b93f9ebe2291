import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { offered } from '../../shared/navigation'
import { isAdded } from '../domain/frequentlyUsed'
import type { FrequentlyUsedStore } from '../stores/FrequentlyUsedStore'
import { FunctionList } from './FunctionList'
import './frequentlyUsed.scss'

/** Search results while a search is shown, else the catalogue by category; only functions whose page is live. */
export const FunctionCatalogue = observer(function FunctionCatalogue({ store }: { store: FrequentlyUsedStore }) {
  const added = (fn: { FunctionCode: string }) => isAdded(fn, store.items)
  const add = (fn: Parameters<FrequentlyUsedStore['add']>[0]) => void store.add(fn)
  if (store.results !== null || store.searching.status === 'loading') {
    if (store.searching.status === 'loading') return <Text className='frequent-empty'>搜索中...</Text>
    if (store.searching.status === 'error') return <Text className='frequent-empty'>{store.searching.errorMessage}</Text>
    if (store.results?.length === 0) return <Text className='frequent-empty'>未找到相关功能</Text>
    const results = offered(store.results ?? [])
    if (results.length === 0) return <Text className='frequent-empty'>未找到相关功能</Text>
    return <FunctionList functions={results} isAdded={added} onAdd={add} />
  }
  return (
    <View>
      {store.categories.map((category) => {
        const functions = offered(category.Functions)
        if (functions.length === 0) return null
        return (
          <View key={category.Category}>
            <Text className='frequent-title'>{category.Category}</Text>
            <FunctionList functions={functions} isAdded={added} onAdd={add} />
          </View>
        )
      })}
    </View>
  )
})
