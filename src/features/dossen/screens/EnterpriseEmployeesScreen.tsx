import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { formatShanghai } from '@/core/format/date'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { ListFooter } from '@/ui/ListFooter'
import { StateView } from '@/ui/StateView'
import { PagedList } from '../../orders/public'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { openRoute } from '../../shared/navigation'
import { createDossenApi } from '../api/dossenApi'
import '../components/dossen.scss'

/** 企业员工: the employees of one enterprise the member looks after (query enterpriseId), and 添加员工. */
function EnterpriseEmployeesScreen({ query }: ScreenProps) {
  const root = useStores()
  const api = createDossenApi(root.request)
  const enterpriseId = Number(query.enterpriseId)
  const [name, setName] = useState('')
  const list = useStore(
    () =>
      new PagedList(
        async (i, s) => {
          if (!(enterpriseId > 0)) throw { Code: '4000', Msg: '未指定企业，请从企业列表进入', Data: null }
          const page = await api.employees(enterpriseId, i, s)
          setName(page.enterpriseName)
          return page
        },
        (e) => String(e.MemberId),
        20,
        '员工列表加载失败',
      ),
  )
  useShown(() => list.fetch())
  useReachBottom(() => void list.loadMore())
  return (
    <PageLayout title={name || '企业员工'}>
      <PullToRefresh onRefresh={() => list.fetch()}>
        <StateView state={list.load} onRetry={() => list.fetch()} isEmpty={list.isEmpty} emptyText='还没有员工，点击下方按钮添加'>
          <Text className='dossen-month'>共{list.total}名员工</Text>
          {list.items.map((e) => (
            <View key={e.MemberId} className='dossen-item'>
              <View className='dossen-item__main'>
                <Text className='dossen-item__title'>{e.Name}</Text>
                <Text className='dossen-item__meta'>
                  {e.Phone} · {formatShanghai(e.JoinedAt, 'YYYY-MM-DD')} 加入{e.Status === 'disabled' ? ' · 已停用' : ''}
                </Text>
              </View>
            </View>
          ))}
          <ListFooter list={list} onLoadMore={() => void list.loadMore()} />
        </StateView>
      </PullToRefresh>
      {enterpriseId > 0 ? (
        <AtButton className='dossen-submit' type='primary' onClick={() => openRoute('index3.0/dossen/addEnterpriseEmployees', { enterpriseId: String(enterpriseId) })}>
          添加员工
        </AtButton>
      ) : null}
    </PageLayout>
  )
}

export default observer(EnterpriseEmployeesScreen)
