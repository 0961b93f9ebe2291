import type { Map as TaroMapComponent } from '@tarojs/components'
import { defineCustomElement as defineMap } from '@tarojs/components/dist/components/taro-map-core'
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'

/**
 * H5: Taro's Map in a module of its own (decision 0490): its web component carries hammer.js, which would
 * otherwise go into the chunk every page loads (see taroSwiper.h5.ts).
 */
export const TaroMap = createReactComponent('taro-map-core', undefined, manipulatePropsFunction, defineMap) as unknown as typeof TaroMapComponent
