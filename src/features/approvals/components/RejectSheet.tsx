import { Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import '@/ui/taroUi/button.scss'
import { BottomSheet } from '@/ui/BottomSheet'
import { REJECT_REASON_MAX } from '../domain/approvalTabs'
import type { ApprovalDetailStore } from '../stores/ApprovalDetailStore'
import './approve.scss'

/** 驳回: the reason is required; what was typed stays when the call fails. */
export const RejectSheet = observer(function RejectSheet({ store, onDone }: { store: ApprovalDetailStore; onDone: () => void }) {
  const submit = async () => {
    if (await store.reject()) onDone()
  }
  return (
    <BottomSheet isOpened={store.isRejecting} title='驳回审批' onClose={() => store.closeReject()}>
      <View className='approval-reject'>
        <Textarea
          className='approval-reject__field'
          value={store.rejectReason}
          maxlength={REJECT_REASON_MAX}
          placeholder='请填写驳回原因（必填）'
          onInput={(event) => store.setRejectReason(event.detail.value)}
        />
        {store.actionError ? <Text className='sheet-error'>{store.actionError}</Text> : null}
        <AtButton type='primary' loading={store.isActing} disabled={store.isActing} onClick={() => void submit()}>
          确认驳回
        </AtButton>
      </View>
    </BottomSheet>
  )
})
