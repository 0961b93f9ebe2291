/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { addDays, shanghaiDate } from '../src/lib/time'
import { PHONE, setupFile } from './helper'
import { SHANGHAI } from './hotel-fixtures'

const t = setupFile({ orderJobs: false })
const SEARCH = '/hotel/api/hotel/info/SearchHotelList'
const arrival = addDays(shanghaiDate(), 2)
const departure = addDays(arrival, 1)

/** The statements the app sends to the database while answering one request (its round trips). */
async function statementsOf(send: () => Promise<any>): Promise<{ answer: any; statements: string[] }> {
  const db = t.app.db
  const real = db.query
  const statements: string[] = []
  db.query = (async (sql: string, params?: readonly unknown[]) => {
    statements.push(sql.replace(/\s+/g, ' ').trim().slice(0, 90))
    return real.call(db, sql, params)
  }) as typeof db.query
  try {
    return { answer: await send(), statements }
  } finally {
    db.query = real
  }
}

const search = (token: string, body: Record<string, unknown> = {}) => () =>
  t.post(SEARCH, { CityCode: SHANGHAI, ArrivalDate: arrival, DepartureDate: departure, PageIndex: 1, PageSize: 10, ...body }, { token })

/**
 * Issue 37: the search and everything it needs (the enterprise's advance days, the member's grade, the hotel
 * standard, whether the search is already on top of the history) in one statement. The auth hook's session
 * lookup is every route's (one more); a page-1 search not already on top of the history writes it (one more).
 */
test('SearchHotelList: one statement for the search, plus the session lookup and, for a new search, its history write', async () => {
  const token = await t.login(PHONE.employee)
  // The simulated channel adds a stay's nights to its inventory the first time a stay touches them (not a search's work).
  assert.equal((await search(token, { PageIndex: 2 })()).Code, '0000')
  const first = await statementsOf(search(token, { Keyword: '柏曼' }))
  assert.equal(first.answer.Code, '0000', first.answer.Msg)
  assert.equal(first.statements.length, 3, `session, search, history write:\n${first.statements.join('\n')}`)

  const again = await statementsOf(search(token, { Keyword: '柏曼' }))
  assert.equal(again.answer.Code, '0000', again.answer.Msg)
  assert.deepEqual(again.answer.Data, first.answer.Data)
  assert.equal(again.statements.length, 2, `the same search again is on top of the history already: session and search only:\n${again.statements.join('\n')}`)

  const page2 = await statementsOf(search(token, { PageIndex: 2, PageSize: 5 }))
  assert.equal(page2.answer.Code, '0000', page2.answer.Msg)
  assert.equal(page2.statements.length, 2, `page 2 writes no history:\n${page2.statements.join('\n')}`)

  const pastTheEnd = await statementsOf(search(token, { PageIndex: 50, PageSize: 20 }))
  assert.equal(pastTheEnd.answer.Data.Hotels.length, 0)
  assert.ok(pastTheEnd.answer.Data.Total > 0, 'a page past the end still says how many there are')
  assert.equal(pastTheEnd.statements.length, 2, `a page past the end: still one search statement:\n${pastTheEnd.statements.join('\n')}`)

  const badStay = await statementsOf(search(token, { ArrivalDate: addDays(shanghaiDate(), 400), DepartureDate: addDays(shanghaiDate(), 401) }))
  assert.equal(badStay.answer.Code, '4000')
  assert.equal(badStay.statements.length, 2, `a stay too far ahead: session and one statement:\n${badStay.statements.join('\n')}`)
})
