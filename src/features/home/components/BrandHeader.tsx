import { Image, Text, View } from '@tarojs/components'
import { useState } from 'react'
import './home.scss'
import { imageAlt } from '@/ui/a11y'

type Props = { logo?: string; appName: string }

/** Logo and app name; a logo that is missing or fails to load becomes a mark with the name's first character. */
export function BrandHeader({ logo, appName }: Props) {
  const [failedLogo, setFailedLogo] = useState<string>()
  const showsImage = Boolean(logo) && failedLogo !== logo
  return (
    <View className='home-brand'>
      {showsImage ? (
        <Image className='home-brand__logo' src={logo as string} mode='aspectFit' onError={() => setFailedLogo(logo)} {...imageAlt('')} />
      ) : (
        <View className='home-brand__mark'>{appName.slice(0, 1)}</View>
      )}
      <Text className='home-brand__name'>{appName}</Text>
    </View>
  )
}
