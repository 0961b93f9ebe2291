import { Image, Text, View } from '@tarojs/components'
import './home.scss'

type Props = { logo?: string; appName: string }

export function BrandHeader({ logo, appName }: Props) {
  return (
    <View className='home-brand'>
      {logo ? <Image className='home-brand__logo' src={logo} mode='aspectFit' /> : null}
      <Text className='home-brand__name'>{appName}</Text>
    </View>
  )
}
