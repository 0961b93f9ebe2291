import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import type { Materials } from '../stores/InsuranceStores'
import { imageAlt } from '@/ui/a11y'

/** Claim materials: thumbnails with 删除, and 上传 from the album or camera (at most 9). */
export const MaterialPicker = observer(function MaterialPicker({ materials }: { materials: Materials }) {
  const add = async () => {
    let paths: string[]
    try {
      paths = (await Taro.chooseImage({ count: materials.remaining, sizeType: ['compressed'], sourceType: ['album', 'camera'] })).tempFilePaths
    } catch {
      return // the member cancelled
    }
    await materials.add(paths)
  }
  return (
    <View className='insurance-materials'>
      {materials.urls.map((url, index) => (
        <View key={url} className='insurance-materials__item'>
          <Image className='insurance-materials__image' src={url} mode='aspectFill' {...imageAlt(`材料 ${index + 1}`)} />
          <Text className='insurance-materials__remove' onClick={() => materials.remove(url)}>删除</Text>
        </View>
      ))}
      {materials.remaining > 0 ? (
        <View className='insurance-materials__add' onClick={() => void add()}>
          <Text>{materials.isUploading ? '上传中...' : '+ 上传材料'}</Text>
        </View>
      ) : null}
      {materials.error ? <Text className='insurance-error'>{materials.error}</Text> : null}
    </View>
  )
})
