import { Input, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { linkTo } from '@/routes/link'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { DateTimePicker } from '@/ui/DateTimePicker'
import { StateView } from '@/ui/StateView'
import { shanghai } from '@/core/format'
import { useShown } from '../../shared/hooks/useShown'
import { useStore } from '../../shared/hooks/useStore'
import { backOr, openRoute } from '../../shared/navigation'
import { createTravellersApi } from '../api/travellersApi'
import { documentName, type DocumentRow } from '../domain/passengerForm'
import { NATIONALITY_PICKER_ROUTE, PASSENGER_LIST_ROUTE } from '../routeIds'
import { PassengerFormStore } from '../stores/PassengerFormStore'
import { nationalityPickSessionOf } from '../stores/nationalityPickSession'
import '../components/passengers.scss'

type TextField = 'name' | 'enLastName' | 'enFirstName' | 'phone'

const documentPurpose = (index: number) => `passenger-document-${index}`

const Line = observer(function Line({ store, field, label, placeholder, maxlength, type }: { store: PassengerFormStore; field: TextField; label: string; placeholder: string; maxlength: number; type?: 'number' }) {
  return (
    <View className='passenger-form__field'>
      <Text className='passenger-form__label'>{label}</Text>
      <Input className='passenger-form__input' type={type ?? 'text'} placeholder={placeholder} maxlength={maxlength} value={store.form[field]} onInput={(e) => store.set(field, e.detail.value)} />
    </View>
  )
})

const DocumentCard = observer(function DocumentCard({ store, document, index, onNationality }: { store: PassengerFormStore; document: DocumentRow; index: number; onNationality: () => void }) {
  const types = [document.type, ...store.addableTypes]
  const today = shanghai().format('YYYY-MM-DD')
  const end = shanghai().add(30, 'year').format('YYYY-MM-DD')
  const name = documentName(document.type)
  return (
    <View className='passenger-form__document'>
      <View className='passenger-form__field'>
        <Text className='passenger-form__label'>证件类型</Text>
        <DateTimePicker mode='selector' range={types.map(documentName)} value={0} title='证件类型' onChange={(value) => store.setDocumentType(index, types[Number(value)])}>
          <Text className='passenger-form__value'>{name} 〉</Text>
        </DateTimePicker>
        {store.form.documents.length > 1 ? (
          <Text className='passenger-form__remove' onClick={() => store.removeDocument(index)}>
            删除
          </Text>
        ) : null}
      </View>
      <View className='passenger-form__field'>
        <Text className='passenger-form__label'>证件号码</Text>
        <Input className='passenger-form__input' placeholder={`请填写${name}号码`} maxlength={30} value={document.number} onInput={(e) => store.setDocumentNumber(index, e.detail.value)} />
      </View>
      <View className='passenger-form__field'>
        <Text className='passenger-form__label'>有效期至</Text>
        <DateTimePicker mode='date' value={document.expiry || today} start={today} end={end} title={`${name}有效期`} onChange={(value) => store.setDocumentExpiry(index, String(value))}>
          <Text className={`passenger-form__value${document.expiry ? '' : ' passenger-form__value--empty'}`}>{document.expiry || (document.type === 1 ? '长期（可选择日期）' : '请选择有效期')}</Text>
        </DateTimePicker>
        {document.type === 1 && document.expiry ? (
          <Text className='passenger-form__remove' onClick={() => store.setDocumentExpiry(index, '')}>
            长期
          </Text>
        ) : null}
      </View>
      <View className='passenger-form__field' onClick={onNationality}>
        <Text className='passenger-form__label'>国籍</Text>
        <Text className='passenger-form__value'>{document.nationalityName || '请选择国籍'} 〉</Text>
      </View>
    </View>
  )
})

/** 新增/编辑常用旅客 (/pages/common2.0/passenger/index, query passengerId edits). */
function PassengerFormScreen({ query }: ScreenProps) {
  const root = useStores()
  const session = nationalityPickSessionOf(root)
  const store = useStore(() => new PassengerFormStore(createTravellersApi(root.request), query.passengerId || null))
  useShown(async () => {
    if (store.load.status === 'idle') await store.fetch()
    store.form.documents.forEach((_document, index) => {
      const picked = session.take(documentPurpose(index))
      if (picked) store.setNationality(index, picked)
    })
  })
  const pickNationality = (index: number) => {
    session.open(documentPurpose(index), { current: store.form.documents[index]?.nationality ?? '' })
    openRoute(NATIONALITY_PICKER_ROUTE)
  }
  const addDocument = () => {
    const types = store.addableTypes
    if (types.length === 0) return
    void Taro.showActionSheet({ itemList: types.map(documentName) })
      .then(({ tapIndex }) => store.addDocument(types[tapIndex]))
      .catch(() => undefined)
  }
  const save = async () => {
    if (!(await store.save())) return
    void Taro.showToast({ title: '已保存', icon: 'success', duration: 2000 })
    backOr(linkTo(PASSENGER_LIST_ROUTE))
  }
  return (
    <PageLayout title={store.passengerId ? '编辑常用旅客' : '新增常用旅客'}>
      <StateView state={store.load} onRetry={() => store.fetch()}>
        <View className='passenger-form'>
          <View className='passenger-form__section'>
            <Line store={store} field='name' label='中文姓名' placeholder='与证件一致的中文姓名' maxlength={30} />
            <Line store={store} field='enLastName' label='英文姓' placeholder='如 ZHANG（持护照必填）' maxlength={40} />
            <Line store={store} field='enFirstName' label='英文名' placeholder='如 SAN（持护照必填）' maxlength={40} />
            <Line store={store} field='phone' label='手机号' placeholder='请填写手机号' maxlength={11} type='number' />
          </View>
          {store.form.documents.map((document, index) => (
            <DocumentCard key={`${document.type}-${index}`} store={store} document={document} index={index} onNationality={() => pickNationality(index)} />
          ))}
          {store.addableTypes.length > 0 ? (
            <Text className='passenger-form__add' onClick={addDocument}>
              ＋ 添加证件
            </Text>
          ) : null}
          {store.errorMessage ? <Text className='passenger-form__error'>{store.errorMessage}</Text> : null}
          <AtButton className='passenger-form__save' type='primary' loading={store.isSaving} disabled={store.isSaving} onClick={save}>
            保存
          </AtButton>
        </View>
      </StateView>
    </PageLayout>
  )
}

export default observer(PassengerFormScreen)
