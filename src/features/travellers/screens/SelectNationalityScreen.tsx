import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageLayout } from '@/shell/layout/PageLayout'
import { useStores } from '@/stores/context'
import { SearchBar } from '@/ui/SearchBar'
import { StateView } from '@/ui/StateView'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { backOr } from '../../shared/navigation'
import { createTravellersApi } from '../api/travellersApi'
import { NationalityPickStore } from '../stores/NationalityPickStore'
import { nationalityPickSessionOf } from '../stores/nationalityPickSession'
import '../components/travellers.scss'

/** 选择国籍 (/components/sellectNationality): every country, searched by Chinese, pinyin, initials or English. */
function SelectNationalityScreen() {
  const root = useStores()
  const session = nationalityPickSessionOf(root)
  const store = useStore(() => new NationalityPickStore(createTravellersApi(root.request)))
  useShown(() => {
    if (store.load.status === 'idle') void store.fetch()
  })
  const current = session.request?.current ?? ''
  return (
    <PageLayout title='选择国籍'>
      <SearchBar value={store.keyword} placeholder='搜索国家/地区（中文、拼音或英文）' onChange={(value) => store.setKeyword(value)} onSearch={() => undefined} onClear={() => store.setKeyword('')} />
      <StateView state={store.load} onRetry={() => store.fetch()} isEmpty={store.shown.length === 0} emptyText='没有找到该国家/地区'>
        {store.shown.map((nationality) => (
          <View
            key={nationality.Code}
            className={`picker-row${nationality.Code === current ? ' picker-row--current' : ''}`}
            onClick={() => {
              session.answer({ code: nationality.Code, name: nationality.Name })
              backOr('/')
            }}
          >
            <Text className='picker-row__name'>{nationality.Name}</Text>
            <Text className='picker-row__meta'>{nationality.EnName}</Text>
            {nationality.Code === current ? <Text className='picker-check picker-check--on'>✓</Text> : null}
          </View>
        ))}
      </StateView>
    </PageLayout>
  )
}

export default observer(SelectNationalityScreen)
