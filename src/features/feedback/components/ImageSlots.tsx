import { Image, Text, View } from '@tarojs/components'
import './feedback.scss'
import { imageAlt } from '@/ui/a11y'

type Props = {
  images: readonly string[]
  remaining: number
  isUploading: boolean
  onAdd: () => void
  onRemove: (index: number) => void
}

/** Up to three uploaded images, each removable, and an add tile while slots are left. */
export function ImageSlots({ images, remaining, isUploading, onAdd, onRemove }: Props) {
  return (
    <View className='feedback-images'>
      {images.map((url, index) => (
        <View key={url} className='feedback-images__item'>
          <Image className='feedback-images__image' src={url} mode='aspectFill' {...imageAlt(`图片 ${index + 1}`)} />
          <Text className='feedback-images__remove' onClick={() => onRemove(index)}>
            ×
          </Text>
        </View>
      ))}
      {remaining > 0 ? (
        <View className='feedback-images__add' onClick={isUploading ? undefined : onAdd}>
          <Text>{isUploading ? '上传中...' : '+ 添加图片'}</Text>
        </View>
      ) : null}
    </View>
  )
}
