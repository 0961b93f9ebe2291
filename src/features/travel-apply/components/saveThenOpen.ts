import Taro from '@tarojs/taro'
import type { SpecRouteId } from '@/routes/types'
import { linkTo } from '@/routes/link'

/** Saves a draft or submits; on success says so and replaces the form by the new application's detail. */
export async function saveThenOpen(save: (submit: boolean) => Promise<string | null>, submit: boolean, toast: (m: string) => void, detail: SpecRouteId) {
  const applyNo = await save(submit)
  if (!applyNo) return
  toast(submit ? '已提交审批' : '已保存草稿')
  void Taro.redirectTo({ url: linkTo(detail, { applyNo }) })
}
