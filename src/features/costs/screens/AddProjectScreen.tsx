import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { createReqId } from '@/core/http/ids'
import { PageLayout } from '@/shell/layout/PageLayout'
import type { ScreenProps } from '@/shell/page/createPage'
import { useStores } from '@/stores/context'
import { useStore } from '../../shared/hooks/useStore'
import { backOr } from '../../shared/navigation'
import { createCostsApi } from '../api/costsApi'
import { AddProjectStore } from '../stores/AddProjectStore'
import { costPickSessionOf } from '../stores/costPickSession'
import '../components/costs.scss'

/** 新增项目: adds an active project of the enterprise; back on the picker it is listed. */
function AddProjectScreen(_props: ScreenProps) {
  const root = useStores()
  const store = useStore(() => new AddProjectStore(createCostsApi(root.request), () => createReqId()))
  const submit = async () => {
    const project = await store.submit()
    if (!project) return
    costPickSessionOf(root, 'project').answer({ id: project.ProjectId, code: project.ProjectCode, name: project.ProjectName })
    root.ui.toast('项目已新增')
    backOr('/')
  }
  return (
    <PageLayout title='新增项目'>
      <View className='cost-form'>
        <View className='cost-form__row'>
          <Text className='cost-form__label'>项目名称</Text>
          <Input className='cost-form__input' value={store.name} maxlength={50} placeholder='必填' onInput={(event) => store.setName(event.detail.value)} />
        </View>
        <View className='cost-form__row'>
          <Text className='cost-form__label'>项目编码</Text>
          <Input className='cost-form__input' value={store.code} maxlength={30} placeholder='选填，如 P-2026' onInput={(event) => store.setCode(event.detail.value)} />
        </View>
        <Text className='cost-form__error'>{store.errorMessage}</Text>
        <AtButton type='primary' loading={store.isSubmitting} disabled={store.isSubmitting} onClick={() => void submit()}>
          保存
        </AtButton>
      </View>
    </PageLayout>
  )
}

export default observer(AddProjectScreen)
