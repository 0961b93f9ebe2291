import { Button, Text, View } from '@tarojs/components'
import Taro, { useReachBottom, useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import type { BusinessCard } from '@api/businessCard'
import { isH5Build } from '@/core/platform/env'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { ListFooter } from '@/ui/ListFooter'
import { SearchBar } from '@/ui/SearchBar'
import { Section } from '@/ui/Section'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { createBusinessCardApi } from '../api/businessCardApi'
import { QrCode } from '../components/QrCode'
import { cardText, H5_SHARE_HINT, shareMessageOf, vCardOf } from '../domain/businessCard'
import { BusinessCardStore } from '../stores/BusinessCardStore'
import '../components/businessCard.scss'

/** 名片: my card with a QR code (a vCard) to share or copy, and the enterprise's card bank search. */
function BusinessCardScreen(_props: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new BusinessCardStore(createBusinessCardApi(root.request)))
  const { mine, bank } = store
  useShown(() => mine.fetch())
  useReachBottom(() => void (store.searched !== null && bank.loadMore()))
  const card = mine.value
  useShareAppMessage(() => shareMessageOf(card, root.platform.logoUrl))
  const copy = async (value: BusinessCard) => {
    try {
      await Taro.setClipboardData({ data: cardText(value) })
      root.ui.toast('名片已复制')
    } catch {
      root.ui.toast('复制失败，请重试')
    }
  }
  return (
    <PageLayout title='名片'>
      <PullToRefresh onRefresh={() => store.refresh()}>
        <StateView state={mine.load} onRetry={() => mine.fetch()}>
          {card ? (
            <>
              <View className='business-card'>
                <Text className='business-card__name'>{card.Name}</Text>
                <Text className='business-card__org'>{[card.EnterpriseName, card.DepartmentName].filter(Boolean).join(' · ')}</Text>
                <Text className='business-card__line'>手机 {card.Phone}</Text>
                {card.Email ? <Text className='business-card__line'>邮箱 {card.Email}</Text> : null}
              </View>
              <View className='business-card-share'>
                <QrCode text={vCardOf(card)} />
                <Text className='business-card-share__tip'>扫一扫二维码，保存我的联系方式</Text>
                {isH5Build() ? (
                  <>
                    <Text className='business-card-share__hint'>{H5_SHARE_HINT}</Text>
                    <AtButton className='business-card-share__copy' type='primary' onClick={() => void copy(card)}>复制名片</AtButton>
                  </>
                ) : (
                  <Button openType='share' type='primary'>分享名片</Button>
                )}
              </View>
            </>
          ) : null}
        </StateView>
        <Section title='企业名片夹'>
          <SearchBar
            value={store.keyword}
            placeholder='搜索同事姓名、部门或工号'
            onChange={(v) => store.setKeyword(v)}
            onSearch={() => void store.search()}
            onClear={() => store.clear()}
          />
          {store.searched === null ? null : (
            <StateView state={bank.load} onRetry={() => bank.fetch()} isEmpty={bank.isEmpty} emptyText='没有找到相关名片'>
              {bank.items.map((c) => (
                <View key={c.MemberId} className='card-bank-row' onClick={() => void copy(c)}>
                  <Text className='card-bank-row__name'>{c.Name}{c.DepartmentName ? ` · ${c.DepartmentName}` : ''}</Text>
                  <Text className='card-bank-row__meta'>{[c.Phone, c.Email].filter(Boolean).join(' · ')}（点按复制）</Text>
                </View>
              ))}
              <ListFooter list={bank} onLoadMore={() => void bank.loadMore()} />
            </StateView>
          )}
        </Section>
      </PullToRefresh>
    </PageLayout>
  )
}

export default observer(BusinessCardScreen)
