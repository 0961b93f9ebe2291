import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import './StatusHead.scss'

type Props = {
  /** The status in large type, e.g. 审批中, 待支付. */
  status: ReactNode
  /** The line under it (who created it and when, what to pay by when); nothing when null or empty. */
  hint?: ReactNode
  /** Block class kept beside the shared one for the screens and the browser tests: `order-status-head` (orders,
   * approvals, vouchers) or `travel-apply-head` (travel applications); gives `<block>__status`, `<block>__hint`. */
  block?: string
}

/**
 * The coloured head of a detail screen: its status on a line of its own, then a hint line. Both are blocks (View),
 * so they never run together even where the page's styles are missing (审批中张伟 创建于…, issue 36).
 */
export function StatusHead({ status, hint, block = 'order-status-head' }: Props) {
  return (
    <View className={`status-head ${block}`}>
      <View className={`status-head__status ${block}__status`}>{status}</View>
      {hint === null || hint === undefined || hint === false || hint === '' ? null : (
        <View className={`status-head__hint ${block}__hint`}>{hint}</View>
      )}
    </View>
  )
}
