import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper.js'
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib/createComponent.js'

/**
 * H5: one Taro component wrapper, built as Taro's lib/react/components.js builds each of its wrappers (decision
 * 0500). Every generated module beside this file calls it once, so a page's chunks hold only the wrappers, and
 * the web components, that its own code imports.
 */
export const wrap = <Wrapper>(tag: string, define: () => void): Wrapper =>
  createReactComponent(tag, undefined, manipulatePropsFunction, define) as unknown as Wrapper
