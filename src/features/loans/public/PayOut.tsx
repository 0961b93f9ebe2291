import type { PayAccount } from '@api/loans'
import { Text, View } from '@tarojs/components'
import { useState, type ReactElement } from 'react'
import { formatFen } from '@/core/format/money'
import { Popup } from '@/ui/Popup'
import { useShown } from '../../shared/hooks/useShown'
import { openRoute } from '../../shared/navigation'
import { formatAccountNo } from '../domain/loanForm'
import { payAccountSession } from './index'
import '../components/loans.scss'

/**
 * What finance is about to pay out: the amount (the server's, shown for confirmation) and whom it goes to; a batch
 * (decision 0650) lists each bill's payee and amount, and the amount is their total.
 */
export type PayOutTarget = { amountFen: number; payeeName: string; payeeAccount: string; batch?: { billNo: string; payee: string; amountFen: number }[] }

/**
 * 确认支付 by finance, one flow for loans and bills (decision 0560): `start()` opens 付款账户 to pick the
 * enterprise account to pay from; back on the screen a popup shows the amount, the payee and that account, and
 * `onPay(account)` runs only on 确认支付. Render `popup` once in the screen.
 */
export function usePayOut(root: object, purpose: string, target: PayOutTarget | null, onPay: (account: PayAccount) => void): { start: () => void; popup: ReactElement } {
  const [account, setAccount] = useState<PayAccount | null>(null)
  useShown(() => {
    const picked = payAccountSession(root).take(purpose)
    if (picked) setAccount(picked)
  })
  const start = () => {
    payAccountSession(root).open(purpose, {})
    openRoute('expenseControl/PayAccountList')
  }
  const popup = (
    <Popup
      isOpened={account !== null && target !== null}
      type='center'
      title='确认支付'
      confirmText='确认支付'
      className='pay-out'
      onConfirm={() => {
        const chosen = account
        setAccount(null)
        if (chosen) onPay(chosen)
      }}
      onClose={() => setAccount(null)}
    >
      {account && target ? (
        <View className='pay-out__body'>
          {target.batch ? (
            <>
              <Text className='loans__line pay-out__amount'>{`共 ${target.batch.length} 笔，合计 ${formatFen(target.amountFen)}`}</Text>
              {target.batch.map((line) => (
                <Text key={line.billNo} className='loans__line pay-out__payee'>{`${line.payee} ${formatFen(line.amountFen)} · ${line.billNo}`}</Text>
              ))}
            </>
          ) : (
            <>
              <Text className='loans__line pay-out__amount'>{`支付金额 ${formatFen(target.amountFen)}`}</Text>
              <Text className='loans__line pay-out__payee'>{`收款方 ${[target.payeeName, target.payeeAccount].filter(Boolean).join(' ')}`}</Text>
            </>
          )}
          <Text className='loans__line pay-out__account'>{`付款账户 ${account.AccountName} ${account.BankName} ${formatAccountNo(account.AccountNo, true)}`}</Text>
        </View>
      ) : null}
    </Popup>
  )
  return { start, popup }
}
