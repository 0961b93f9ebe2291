import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PHONE, assertAuthRequired, setupFile } from './helper'

const t = setupFile()
const F = '/common/api/favorite'

test('save, read the state, list newest first, remove; each member has their own', async () => {
  const token = await t.login(PHONE.approver)
  assert.equal((await t.post(`${F}/HotelList`, { PageIndex: 1, PageSize: 10 }, { token })).Code, '2000')
  const { rows } = await t.app.db.query<{ id: number }>('select id from hotels order by id limit 3')
  for (const { id } of rows) assert.equal((await t.post(`${F}/SaveHotel`, { HotelId: id }, { token })).Data.IsSaved, true)
  assert.equal((await t.post(`${F}/SaveHotel`, { HotelId: rows[0].id }, { token })).Code, '0000')
  const list = await t.post(`${F}/HotelList`, { PageIndex: 1, PageSize: 10 }, { token })
  assert.equal(list.Data.Total, 3)
  assert.ok(list.Data.Items[0].HotelName && list.Data.Items[0].CityName)
  assert.deepEqual((await t.post(`${F}/GetHotelState`, { HotelId: rows[1].id }, { token })).Data, { HotelId: rows[1].id, IsSaved: true })
  await t.post(`${F}/RemoveHotel`, { HotelId: rows[1].id }, { token })
  assert.equal((await t.post(`${F}/GetHotelState`, { HotelId: rows[1].id }, { token })).Data.IsSaved, false)
  assert.equal((await t.post(`${F}/HotelList`, { PageIndex: 1, PageSize: 10 }, { token })).Data.Total, 2)
  const other = await t.login(PHONE.employeeB)
  assert.equal((await t.post(`${F}/GetHotelState`, { HotelId: rows[0].id }, { token: other })).Data.IsSaved, false)
  assert.equal((await t.post(`${F}/HotelList`, { PageIndex: 1, PageSize: 10 }, { token: other })).Code, '2000')
  // Removing from another member's list changes nothing there.
  await t.post(`${F}/RemoveHotel`, { HotelId: rows[0].id }, { token: other })
  assert.equal((await t.post(`${F}/GetHotelState`, { HotelId: rows[0].id }, { token })).Data.IsSaved, true)
})

test('the demo employee has saved hotels; unknown hotels and bad bodies are refused', async () => {
  const token = await t.login(PHONE.employee)
  assert.equal((await t.post(`${F}/HotelList`, { PageIndex: 1, PageSize: 10 }, { token })).Data.Total, 2)
  assert.equal((await t.post(`${F}/SaveHotel`, { HotelId: 999_999_999 }, { token })).Code, '4004')
  assert.equal((await t.post(`${F}/SaveHotel`, { HotelId: 'abc' }, { token })).Code, '4000')
  assert.equal((await t.post(`${F}/HotelList`, { PageIndex: 0, PageSize: 10 }, { token })).Code, '4000')
})

test('login is required', async () => {
  await assertAuthRequired(t, `${F}/SaveHotel`, { HotelId: 1 })
})
