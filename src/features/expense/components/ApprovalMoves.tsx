import { Image, Text, Textarea, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { AtButton } from 'taro-ui'
import { imageAlt } from '@/ui/a11y'
import type { BillDetailStore } from '../stores/BillDetailStore'

/** Pictures of a 处理记录 line or of the 评论 being written; tap to preview. */
export function PictureRow({ urls, label, onRemove }: { urls: readonly string[]; label: string; onRemove?: (index: number) => void }) {
  if (urls.length === 0) return null
  return (
    <View className='expense__image-row'>
      {urls.map((url, index) => (
        <Image
          key={url}
          className='expense__image'
          src={url}
          mode='aspectFill'
          onClick={() => void Taro.previewImage({ current: url, urls: [...urls] })}
          onLongPress={onRemove ? () => onRemove(index) : undefined}
          {...imageAlt(`${label} ${index + 1}`)}
        />
      ))}
    </View>
  )
}

/** 评论 (decision 0700): text and pictures for 处理记录, sent without deciding; what was typed stays when sending fails. */
export const CommentBox = observer(function CommentBox({ store, onSent }: { store: BillDetailStore; onSent: (done: string | null) => void }) {
  const pick = async () => {
    let paths: string[]
    try {
      paths = (await Taro.chooseImage({ count: store.remainingPictures, sizeType: ['compressed'], sourceType: ['album', 'camera'] })).tempFilePaths
    } catch {
      return // the picker was closed
    }
    await store.addCommentPictures(paths)
  }
  return (
    <View className='expense__section bill-comment'>
      <Text className='expense__section-title'>评论</Text>
      <Textarea className='expense__input bill-comment__text' value={store.commentText} maxlength={500} placeholder='写评论，可附图片（不影响审批）' onInput={(e) => store.setCommentText(e.detail.value)} />
      <Text className='bill-comment__count'>{store.commentText.length}/500</Text>
      <PictureRow urls={store.commentPictures} label='评论图片' onRemove={(index) => store.removeCommentPicture(index)} />
      <View className='expense__bar-inline'>
        <AtButton className='expense__bar-button bill-comment__add' type='secondary' size='small' loading={store.isUploading} disabled={store.remainingPictures <= 0 || store.isUploading} onClick={() => void pick()}>
          {`添加图片（${store.commentPictures.length}/9）`}
        </AtButton>
        <AtButton className='expense__bar-button bill-comment__send' type='primary' size='small' loading={store.busy === 'comment'} disabled={store.busy !== null || store.isUploading} onClick={() => void store.sendComment().then(onSent)}>
          发表评论
        </AtButton>
      </View>
      {store.commentError ? <Text className='expense__error bill-comment__error'>{store.commentError}</Text> : null}
    </View>
  )
})
