import { Input, Text, Textarea, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { productTypeInfo } from '../../shared/domain/productTypes'
import { CONTENT_MAX } from '../domain/feedbackForm'
import type { FeedbackStore } from '../stores/FeedbackStore'
import { ImageSlots } from './ImageSlots'
import { TypeChooser } from './TypeChooser'
import './feedback.scss'

/** Without onAddImages the image section is not shown (the server has no upload call yet). */
type Props = { store: FeedbackStore; onAddImages?: () => void }

export const FeedbackFields = observer(function FeedbackFields({ store, onAddImages }: Props) {
  return (
    <View>
      {store.orderNo ? (
        <Text className='feedback__order'>
          关联订单：{store.productType ? `${productTypeInfo(store.productType).name} ` : ''}
          {store.orderNo}
        </Text>
      ) : null}
      <Text className='feedback__label'>反馈类型</Text>
      <TypeChooser value={store.type} onChange={(type) => store.setType(type)} />
      <Text className='feedback__label'>反馈内容</Text>
      <Textarea
        className='feedback__content'
        maxlength={CONTENT_MAX + 50}
        placeholder='请详细描述您遇到的问题或建议（10-500字）'
        value={store.content}
        onInput={(e) => store.setContent(e.detail.value)}
      />
      <Text className='feedback__counter'>{store.counter}</Text>
      {onAddImages ? (
        <>
          <Text className='feedback__label'>图片（选填，最多3张）</Text>
          <ImageSlots
            images={store.images}
            remaining={store.remainingSlots}
            isUploading={store.isUploading}
            onAdd={onAddImages}
            onRemove={(index) => store.removeImage(index)}
          />
        </>
      ) : null}
      <Text className='feedback__label'>联系电话</Text>
      <Input
        className='feedback__phone'
        type='number'
        maxlength={11}
        placeholder='请输入联系电话'
        value={store.contactPhone}
        onInput={(e) => store.setContactPhone(e.detail.value)}
      />
    </View>
  )
})
