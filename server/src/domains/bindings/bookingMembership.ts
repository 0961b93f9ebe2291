import { hotelProgramOf, maskCardNo, programOf, type ProgramCode } from '@domain/bindings/catalogue'
import type * as Api from '../../../../types/api/bindings'
import type { Queryable } from '../../db/types'
import { invalidInput, notFound } from '../../lib/errors'

/**
 * What bindings reads of a hotel channel to find a hotel's group. The hotel domain's HotelSupplier has both, and
 * hotel booking is built on bindings, so bindings names what it needs instead of importing hotel (decision 0910).
 */
export type HotelGroupSource = {
  hotel(hotelId: number): Promise<{ cityCode: string; brandId: number } | null>
  brands(cityCode: string): Promise<readonly { brandId: number; groupName: string }[]>
}

type CardRow = { program_code: string; card_no: string; level_name: string }

const view = (row: CardRow): Api.OrderMembership => ({
  ProgramCode: row.program_code as ProgramCode,
  ProgramName: programOf(row.program_code)?.name ?? row.program_code,
  CardNo: maskCardNo(row.card_no),
  LevelName: row.level_name,
})

/** The loyalty programme of a hotel's group, if it has one we bind. */
export async function hotelProgramFor(supplier: HotelGroupSource, hotelId: number): Promise<ProgramCode | undefined> {
  const hotel = await supplier.hotel(hotelId)
  if (!hotel) throw notFound('酒店不存在')
  const brand = (await supplier.brands(hotel.cityCode)).find((b) => b.brandId === hotel.brandId)
  return brand ? hotelProgramOf(brand.groupName) : undefined
}

async function boundCard(db: Queryable, memberId: number, code: ProgramCode): Promise<CardRow | undefined> {
  const { rows } = await db.query<CardRow>(
    'select program_code, card_no, level_name from member_program_bindings where member_id = $1 and program_code = $2',
    [memberId, code],
  )
  return rows[0]
}

/** The member's bound card of the hotel's group, for the order form; null when none applies. */
export async function bookingMembership(db: Queryable, supplier: HotelGroupSource, memberId: number, hotelId: number): Promise<Api.GetBookingMembershipData> {
  const code = await hotelProgramFor(supplier, hotelId)
  const row = code ? await boundCard(db, memberId, code) : undefined
  return { Membership: row ? view(row) : null }
}

/**
 * Checks a card chosen on a hotel booking before the order is made: the hotel's group has this programme, the
 * member has bound it, and the member stays (a card earns for its holder). Answers what to store.
 */
export async function checkHotelMembership(
  db: Queryable, supplier: HotelGroupSource, who: { memberId: number; hotelId: number; guestMemberIds: number[] }, code: ProgramCode,
): Promise<CardRow> {
  if ((await hotelProgramFor(supplier, who.hotelId)) !== code) throw invalidInput(`${programOf(code)?.name ?? '该会员卡'}不适用于本酒店`)
  const row = await boundCard(db, who.memberId, code)
  if (!row) throw invalidInput(`您尚未绑定${programOf(code)?.name ?? '该会员卡'}，请先在“账号绑定”中绑定`)
  if (!who.guestMemberIds.includes(who.memberId)) throw invalidInput('会员卡仅可用于本人入住的订单')
  return row
}

export async function attachMembership(tx: Queryable, orderId: number, memberId: number, card: CardRow): Promise<void> {
  await tx.query('insert into order_memberships (order_id, member_id, program_code, card_no, level_name) values ($1, $2, $3, $4, $5)', [
    orderId, memberId, card.program_code, card.card_no, card.level_name,
  ])
}

export async function orderMembership(db: Queryable, orderId: number): Promise<Api.OrderMembership | null> {
  const { rows } = await db.query<CardRow>('select program_code, card_no, level_name from order_memberships where order_id = $1', [orderId])
  return rows[0] ? view(rows[0]) : null
}
