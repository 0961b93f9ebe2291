import { Button, Text, View } from '@tarojs/components'
import Taro, { useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import type { TripItem } from '@api/common'
import { getContainer } from '@/core/platform/container'
import { isH5Build, webLocation } from '@/core/platform/env'
import { linkTo } from '@/routes/link'
import { isLive } from '@/routes/registry'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { StateView } from '@/ui/StateView'
import { orderDetailRoute } from '../../orders/public'
import { productTypeInfo } from '../../shared/domain/productTypes'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { fetchShareableTrips } from '../api/shareApi'
import { shareCard, shareText } from '../domain/shareText'
import { ValueStore } from '../../shared/stores/ValueStore'
import '../components/misc.scss'

/** Where the shared card leads: the trip's order detail when its product has one, else the trips list. */
function tripPath(trip: TripItem): string {
  const detail = orderDetailRoute(trip.ProductType, isLive)
  if (detail) return linkTo(detail, { orderNo: trip.OrderNo })
  return isLive('order3.0/triplist') ? linkTo('order3.0/triplist') : linkTo('index')
}

/** 分享行程: a trip as a card to DingTalk (or WeChat) from the mini-program, or as a copied link. Query orderNo. */
function DdShareTravelScreen({ query }: ScreenProps) {
  const root = useStores()
  const orderNo = String(query.orderNo ?? '')
  const store = useStore(() => new ValueStore(() => fetchShareableTrips(root.request, orderNo), '行程加载失败'))
  const [chosen, setChosen] = useState<string>(orderNo)
  useShown(() => store.fetch())
  const trips = store.value ?? []
  const trip = trips.find((t) => t.OrderNo === chosen) ?? trips[0]
  const card = trip ? shareCard(trip, productTypeInfo(trip.ProductType).name) : null
  const path = trip ? tripPath(trip) : ''
  useShareAppMessage(() => ({ title: card?.title ?? '我的行程', path }))
  const inMiniProgram = !isH5Build()
  const copy = async () => {
    if (!card) return
    const address = `${webLocation().origin}${path}`
    try {
      await Taro.setClipboardData({ data: shareText(card, address) })
      root.ui.toast(getContainer() === 'h5-dingtalk' ? '链接已复制，可粘贴到钉钉聊天发送' : '链接已复制')
    } catch {
      root.ui.toast('复制失败，请重试')
    }
  }
  return (
    <PageLayout title='分享行程'>
      <PullToRefresh onRefresh={() => store.fetch()}>
        <StateView state={store.load} onRetry={() => store.fetch()} isEmpty={trips.length === 0} emptyText={orderNo ? '没有找到该行程，可能已取消或不属于您' : '近期没有可分享的行程'}>
          {card ? (
            <View className='misc-card'>
              <Text className='misc-card__title'>{card.title}</Text>
              {card.lines.map((line) => (
                <Text key={line} className='misc-card__line'>
                  {line}
                </Text>
              ))}
            </View>
          ) : null}
          {inMiniProgram ? (
            <Button className='misc-button' openType='share' type='primary'>
              分享给同事
            </Button>
          ) : (
            <AtButton className='misc-button share__copy' type='primary' onClick={() => void copy()}>
              复制行程链接
            </AtButton>
          )}
          {trips.length > 1 ? <Text className='misc-note'>选择要分享的行程</Text> : null}
          {trips.length > 1
            ? trips.map((t) => (
                <View key={t.OrderNo} className={`misc-trip${t.OrderNo === trip?.OrderNo ? ' misc-trip--on' : ''}`} onClick={() => setChosen(t.OrderNo)}>
                  <Text className='misc-card__title'>{t.Title}</Text>
                  <Text className='misc-card__line'>
                    {productTypeInfo(t.ProductType).name} · {t.TravellerName} · {t.StatusName}
                  </Text>
                </View>
              ))
            : null}
        </StateView>
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(DdShareTravelScreen)
