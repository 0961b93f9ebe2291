import Taro from '@tarojs/taro'
import type { RootStore } from '@/stores/root'

/** Sends the writes queued offline when the network returns, and once at start (issue 23). */
export function watchNetwork(root: Pick<RootStore, 'outbox'>, target: { addEventListener?: (type: 'online', listener: () => void) => void } | undefined): void {
  const flush = () => void root.outbox.flush()
  Taro.onNetworkStatusChange?.((status) => {
    if (status.isConnected) flush()
  })
  target?.addEventListener?.('online', flush)
  flush()
}
