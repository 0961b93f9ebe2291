import type { Queryable } from '../../db/types'
import type { OrderContact, OrderTraveller } from '../../../../types/api/orderInfo'
import { DOCUMENT_NAMES } from '@domain/travellers/passenger'

export const maskPhone = (phone: string) => (/^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone ? '****' : '')
/** An identity document shown as its kind and first and last characters: 身份证 1101**********1234. */
export function maskDocument(kind: string, no: string): string {
  if (!no) return ''
  const shown = no.length <= 8 ? `${no.slice(0, 1)}****${no.slice(-1)}` : `${no.slice(0, 4)}${'*'.repeat(no.length - 8)}${no.slice(-4)}`
  return `${kind} ${shown}`
}

type Found = { travellers: OrderTraveller[]; contacts: OrderContact[] }

/** Each product's travellers and contacts, from its own tables. */
export async function travellersOf(db: Queryable, orderId: number, productType: number): Promise<Found> {
  if (productType === 5) {
    const { rows } = await db.query<{ name: string; id_type: number; id_no: string; phone: string; ticket_nos: string[] }>(
      'select name, id_type, id_no, phone, ticket_nos from flight_order_passengers where order_id = $1 order by seq', [orderId])
    const contact = await db.query<{ name: string; phone: string }>('select contact_name as name, contact_phone as phone from flight_orders where order_id = $1', [orderId])
    return {
      travellers: rows.map((r) => ({ Name: r.name, Document: maskDocument(DOCUMENT_NAMES[r.id_type] ?? '证件', r.id_no), PhoneMasked: maskPhone(r.phone), Detail: r.ticket_nos.length > 0 ? `票号 ${r.ticket_nos.join('、')}` : '待出票' })),
      contacts: contact.rows.map((c) => ({ Name: c.name, PhoneMasked: maskPhone(c.phone), Email: '' })),
    }
  }
  if (productType === 6) {
    const { rows } = await db.query<{ name: string; id_no: string; phone: string; seat_no: string }>(
      'select name, id_no, phone, seat_no from train_order_passengers where order_id = $1 order by id', [orderId])
    const contact = await db.query<{ name: string; phone: string }>('select contact_name as name, contact_phone as phone from train_orders where order_id = $1', [orderId])
    return {
      travellers: rows.map((r) => ({ Name: r.name, Document: maskDocument('身份证', r.id_no), PhoneMasked: maskPhone(r.phone), Detail: r.seat_no ? `座位 ${r.seat_no}` : '待出票' })),
      contacts: contact.rows.map((c) => ({ Name: c.name, PhoneMasked: maskPhone(c.phone), Email: '' })),
    }
  }
  if (productType === 1) {
    const { rows } = await db.query<{ name: string; phone: string; room_index: number }>(
      'select name, phone, room_index from hotel_order_guests where order_id = $1 order by room_index, id', [orderId])
    const contact = await db.query<{ name: string; phone: string; email: string }>('select contact_name as name, contact_phone as phone, contact_email as email from hotel_orders where order_id = $1', [orderId])
    return {
      travellers: rows.map((r) => ({ Name: r.name, Document: '', PhoneMasked: maskPhone(r.phone), Detail: `第${r.room_index + 1}间` })),
      contacts: contact.rows.map((c) => ({ Name: c.name, PhoneMasked: maskPhone(c.phone), Email: c.email })),
    }
  }
  if (productType === 7) {
    const { rows } = await db.query<{ phone: string }>('select passenger_phone as phone from car_orders where order_id = $1', [orderId])
    return { travellers: [], contacts: rows.map((r) => ({ Name: '乘车人', PhoneMasked: maskPhone(r.phone), Email: '' })) }
  }
  return { travellers: [], contacts: [] }
}
