import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { PullToRefresh } from '@/shell/refresh/PullToRefresh'
import { useStores } from '@/stores/context'
import { SearchBar } from '@/ui/SearchBar'
import { StateView } from '@/ui/StateView'
import { Tabs } from '@/ui/Tabs'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { backOr, openRoute } from '../../shared/navigation'
import { createTravellersApi } from '../api/travellersApi'
import { DEPARTMENT_PICKER_ROUTE } from '../routeIds'
import { departmentPickSessionOf } from '../stores/departmentPickSession'
import { PICKER_TABS, SelectTravellersStore } from '../stores/SelectTravellersStore'
import { isSelfEntry } from '../domain/savedDocument'
import { travellerPickSessionOf } from '../stores/travellerPickSession'
import '../components/travellers.scss'

/** 选择员工: colleagues by department or by name/pinyin search, frequent passengers, ticked up to the form's limit. */
function SelectEmployeesScreen(_props: ScreenProps) {
  const root = useStores()
  const session = travellerPickSessionOf(root)
  const store = useStore(() => new SelectTravellersStore(createTravellersApi(root.request), session.request, (message) => root.ui.toast(message)))
  const departments = departmentPickSessionOf(root)
  useShown(() => {
    const department = departments.take(DEPARTMENT_PURPOSE)
    if (department) void store.openDepartment(department.departmentId)
    else void store.start()
  })
  const openTree = () => {
    departments.open(DEPARTMENT_PURPOSE, { current: store.departmentId })
    openRoute(DEPARTMENT_PICKER_ROUTE)
  }

  const confirm = () => {
    const picked = store.confirm()
    if (!picked) return
    session.answer(picked)
    backOr('/')
  }

  return (
    <PageLayout title='选择员工'>
      {store.includePassengers ? <Tabs tabs={PICKER_TABS} current={store.tab} onSelect={(tab) => store.setTab(tab)} /> : null}
      {store.tab === 'colleagues' ? <ColleaguesPane store={store} onOpenTree={openTree} /> : <PassengersPane store={store} ownMemberId={root.settings.MemberInfo.MemberId} />}
      <View className='picker-footer-space' />
      <View className='picker-footer'>
        <Text className='picker-footer__count'>
          已选{store.selected.length}/{store.max}人：{store.selected.map((item) => item.name).join('、')}
        </Text>
        <AtButton className='picker-footer__ok' type='primary' size='small' onClick={confirm}>
          确定
        </AtButton>
      </View>
    </PageLayout>
  )
}

const DEPARTMENT_PURPOSE = 'selectEmployees'

const ColleaguesPane = observer(function ColleaguesPane({ store, onOpenTree }: { store: SelectTravellersStore; onOpenTree: () => void }) {
  return (
    <View>
      <SearchBar
        value={store.keyword}
        placeholder='搜索姓名、拼音或首字母'
        onChange={(value) => store.setKeyword(value)}
        onSearch={() => void store.search()}
        onClear={() => void store.clearSearch()}
      />
      {!store.keyword.trim() ? (
        <View className='picker-crumbs'>
          <Text className='picker-crumbs__tree' onClick={onOpenTree}>
            部门架构
          </Text>
          <Text className='picker-crumbs__item' onClick={() => void store.openDepartment('')}>
            全部
          </Text>
          {store.breadcrumb.map((node) => (
            <Text key={node.DepartmentId} className='picker-crumbs__item' onClick={() => void store.openDepartment(node.DepartmentId)}>
              {' > '}
              {node.DepartmentName}
            </Text>
          ))}
        </View>
      ) : null}
      <PullToRefresh onRefresh={() => Promise.all([store.loadDepartments(), store.loadColleagues()])}>
        {store.childDepartments.map((node) => (
          <View key={node.DepartmentId} className='picker-row picker-row--department' onClick={() => void store.openDepartment(node.DepartmentId)}>
            <Text className='picker-row__name'>{node.DepartmentName}</Text>
            <Text className='picker-row__meta'>{node.MemberCount}人 〉</Text>
          </View>
        ))}
        <StateView state={store.colleaguesLoad} onRetry={() => void store.loadColleagues()} isEmpty={store.colleagues.length === 0} emptyText={store.keyword.trim() ? '没有找到该员工' : '该部门暂无员工'}>
          {store.colleagues.map((colleague) => (
            <View key={colleague.MemberId} className='picker-row' onClick={() => store.toggleColleague(colleague)}>
              <Text className={`picker-check${store.isColleagueSelected(colleague) ? ' picker-check--on' : ''}`}>{store.isColleagueSelected(colleague) ? '✓' : ''}</Text>
              <Text className='picker-row__name'>{colleague.Name}</Text>
              <Text className='picker-row__meta'>
                {colleague.DepartmentName} {colleague.PhoneMasked}
              </Text>
            </View>
          ))}
        </StateView>
      </PullToRefresh>
    </View>
  )
})

const PassengersPane = observer(function PassengersPane({ store, ownMemberId }: { store: SelectTravellersStore; ownMemberId: string }) {
  return (
    <PullToRefresh onRefresh={() => store.loadPassengers()}>
      <StateView state={store.passengersLoad} onRetry={() => void store.loadPassengers()} isEmpty={store.passengers.length === 0} emptyText='暂无常用旅客'>
        {store.passengers.map((passenger) => (
          <View key={passenger.PassengerId} className='picker-row' onClick={() => store.togglePassenger(passenger)}>
            <Text className={`picker-check${store.isPassengerSelected(passenger) ? ' picker-check--on' : ''}`}>{store.isPassengerSelected(passenger) ? '✓' : ''}</Text>
            <Text className='picker-row__name'>{passenger.Name || `${passenger.EnLastName}/${passenger.EnFirstName}`}</Text>
            <Text className='picker-row__meta'>{isSelfEntry(passenger, ownMemberId) ? '本人 ' : ''}{passenger.Phone}</Text>
          </View>
        ))}
      </StateView>
    </PullToRefresh>
  )
})

export default observer(SelectEmployeesScreen)
