import { Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { useStores } from '@/stores/context'
import { useStore } from '../../shared/hooks/useStore'
import { createFavouritesApi } from '../api/favouritesApi'
import { FavouriteToggleStore } from '../stores/FavouriteToggleStore'
import '../components/my.scss'

/** 收藏 on the hotel detail: a heart that saves or removes the hotel (shown once its state is known). */
export const FavouriteToggle = observer(function FavouriteToggle({ hotelId }: { hotelId: number }) {
  const root = useStores()
  const store = useStore(() => new FavouriteToggleStore(createFavouritesApi(root.request), hotelId, (m) => root.ui.toast(m)))
  useEffect(() => {
    if (hotelId > 0) void store.fetch()
  }, [store, hotelId])
  if (!store.isKnown) return null
  return (
    <Text className={`favourite-toggle${store.isSaved ? ' favourite-toggle--on' : ''}`} onClick={() => void store.toggle()}>
      {store.isSaved ? '♥ 已收藏' : '♡ 收藏'}
    </Text>
  )
})
