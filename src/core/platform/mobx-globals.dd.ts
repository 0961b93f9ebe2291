/**
 * DingTalk: MobX looks up Symbol/Map/Set on the global object, which in the mini-program runtime is
 * Taro's window stand-in without them ("requires global 'Symbol'"). app.ts imports this module first,
 * before anything loads mobx.
 */
import { window as taroWindow } from '@tarojs/runtime'
import { installGlobals, realGlobals } from './installGlobals'

installGlobals(taroWindow as unknown as Record<string, unknown>, realGlobals())
if (typeof globalThis !== 'undefined') installGlobals(globalThis as unknown as Record<string, unknown>, realGlobals())
