import type { Db } from '../../db/types'
import type { SendChangeCodeData, VerifyChangeCodeData } from '../../../../types/api/train'
import type { Member } from '../../lib/caller'
import { changeCheckUntil } from '@domain/train/changeCheck'
import { businessRule, invalidInput } from '../../lib/errors'
import { maskPhone } from '../../lib/mask'
import { shanghaiIso } from '../../lib/time'
import type { RailAccountProvider } from './railAccount/provider'
import { actionsFor } from './detail'
import { findPassengers, type TrainOrderRow } from './orderRow'

import { ownTrainOrder } from './refund'

const keyOf = (orderNo: string) => `change:${orderNo}`

/** 改签验证: the code goes to the order's contact phone through the 12306 channel; the check is stored once passed. */
export function changeCheckService(db: Db, provider: RailAccountProvider) {
  async function changeable(member: Member, orderNo: string): Promise<TrainOrderRow> {
    const order = await ownTrainOrder(db, member, orderNo)
    if (!actionsFor(order, await findPassengers(db, order.id), true, new Date()).CanChange) throw businessRule('该车票当前不可改签')
    return order
  }
  return {
    async send(member: Member, orderNo: string): Promise<SendChangeCodeData> {
      const order = await changeable(member, orderNo)
      await provider.sendCode(keyOf(orderNo), order.contact_phone)
      return { PhoneMasked: maskPhone(order.contact_phone) }
    },
    async verify(member: Member, orderNo: string, code: string): Promise<VerifyChangeCodeData> {
      const order = await changeable(member, orderNo)
      const result = await provider.checkCode(keyOf(orderNo), code)
      if (result === 'wrong') throw invalidInput('验证码错误，请重新输入')
      if (result === 'expired') throw businessRule('验证码已失效，请重新获取')
      const now = new Date()
      await db.query(
        'insert into train_change_checks (order_id, checked_at) values ($1, $2) on conflict (order_id) do update set checked_at = excluded.checked_at',
        [order.id, now],
      )
      return { OrderNo: orderNo, CheckedUntil: shanghaiIso(changeCheckUntil(now)) }
    },
  }
}
