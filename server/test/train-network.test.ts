/* eslint-disable @typescript-eslint/no-explicit-any -- tests read answers loosely */
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { STATIONS } from '../src/domains/train/supplier/railData'
import { STOP_LOSS_MINUTES, TRAINS, minuteText, seatNameOn } from '../src/domains/train/supplier/timetable'
import { addDays, shanghaiDate } from '../src/lib/time'
import { PHONE, setupFile } from './helper'

const t = setupFile({ orderJobs: false })
const B2B = '/b2b/TrainTicket'
const date = addDays(shanghaiDate(), 3)

const trains = async (token: string, From: string, To: string) => {
  const answer = await t.post(`${B2B}/QueryTrainList`, { From, To, Date: date, OnlyHighSpeed: 0 }, { token })
  assert.equal(answer.Code, '0000', `${From}→${To}: ${answer.Msg}`)
  return answer.Data.Trains as any[]
}
const price = (train: any, code: string) => train.Seats.find((s: any) => s.SeatCode === code)?.PriceFen

test('12306\'s station list: over 3,000 stations with telegraph codes; 西安, 成都 and 嘉兴南 by Chinese, full pinyin and initials, exact first', async () => {
  assert.ok(STATIONS.length >= 3000, `${STATIONS.length} stations`)
  assert.equal(new Set(STATIONS.map((s) => s.code)).size, STATIONS.length)
  assert.ok(STATIONS.every((s) => /^[A-Z]{3}$/.test(s.code) && /^[a-z]+$/.test(s.pinyin) && s.city))
  const token = await t.login(PHONE.employee)
  const cases: [string, string, string[]][] = [
    ['西安', 'XAY', ['西安', 'xian', 'xa']],
    ['成都', 'CDW', ['成都', 'chengdu', 'cd']],
    ['嘉兴南', 'EPH', ['嘉兴南', 'jiaxingnan', 'jxn']],
  ]
  for (const [name, code, keywords] of cases) {
    for (const Keyword of keywords) {
      const found = await t.post(`${B2B}/GetStationList`, { Keyword }, { token })
      assert.equal(found.Code, '0000', Keyword)
      assert.deepEqual([found.Data.Stations[0].Name, found.Data.Stations[0].Code], [name, code], Keyword)
    }
  }
  const all = await t.post(`${B2B}/GetStationList`, { Keyword: '' }, { token })
  assert.equal(all.Data.Stations.length, STATIONS.length)
})

test('timetable: 北京南→上海虹桥 40+ G a day; 广州南→深圳北 100+ in 30–36 min at ¥74.5; 杭州东→北京南 direct; D 一等 1.2 × 二等', async () => {
  const token = await t.login(PHONE.employee)
  const jinghu = await trains(token, '北京南', '上海虹桥')
  assert.ok(jinghu.filter((x) => x.TrainType === 'G').length >= 40, `${jinghu.length} trains`)
  const guangshen = await trains(token, '广州南', '深圳北')
  assert.ok(guangshen.length >= 100, `${guangshen.length} trains`)
  for (const x of guangshen) {
    assert.ok(x.DurationMinutes >= 30 && x.DurationMinutes <= 36, `${x.TrainNo} ${x.DurationMinutes} min`)
    assert.equal(price(x, 'O'), 7450, x.TrainNo)
  }
  const hangzhou = await trains(token, '杭州东', '北京南')
  assert.ok(hangzhou.length >= 5, `${hangzhou.length} direct trains`)
  const d = jinghu.find((x) => x.TrainType === 'D' && price(x, 'M'))
  assert.ok(d, 'a D train with 一等座')
  const ratio = price(d, 'M') / price(d, 'O')
  assert.ok(ratio > 1.17 && ratio < 1.23, `D 一等/二等 ${ratio}`)
  assert.ok(price(d, 'M') < 60000, `D 一等 ${price(d, 'M')}`)
})

test('济南西→长沙南 transfers through 郑州东 or 徐州东 or 武汉 before any through 北京', async () => {
  const token = await t.login(PHONE.employee)
  const answer = await t.post(`${B2B}/QueryTransferList`, { From: '济南西', To: '长沙南', Date: date }, { token })
  assert.equal(answer.Code, '0000', answer.Msg)
  assert.ok(['郑州', '徐州', '武汉'].includes(answer.Data.Plans[0].TransferCity), answer.Data.Plans[0].TransferCity)
  assert.ok(answer.Data.Plans.some((p: any) => p.First.ToStationName === '郑州东' && p.IsSameStation))
})

test('nights: only 动卧, Z, T and K trains run between 00:00 and 05:30; D701 is an overnight 动卧 selling 一等卧 and 二等卧', async () => {
  for (const train of TRAINS) {
    if (train.sleeper || !['G', 'D', 'C'].includes(train.type)) continue
    for (const stop of train.stops) {
      for (const minute of [stop.arriveMinute, stop.departMinute]) assert.ok(minute >= 330 && minute < 1440, `${train.trainNo} at ${stop.station.name} ${minuteText(minute)}`)
    }
  }
  const token = await t.login(PHONE.employee)
  const d701 = (await trains(token, '北京', '上海')).find((x) => x.TrainNo === 'D701')
  assert.ok(d701, 'D701 北京→上海')
  assert.ok(d701.ArriveDayOffset === 1 && d701.DepartTime >= '18:00' && d701.ArriveTime <= '09:00', `${d701.DepartTime}→${d701.ArriveTime}`)
  assert.deepEqual(d701.Seats.map((s: any) => s.SeatName), ['一等卧', '二等卧'])
  assert.ok(price(d701, '4') > price(d701, '3'))
  assert.deepEqual([seatNameOn(['D701'], '4'), seatNameOn(['D701'], '3'), seatNameOn(['Z21'], '4'), seatNameOn(['G1'], 'O')], ['一等卧', '二等卧', '软卧', '二等座'])
})

test('a stop costs its dwell and the braking and acceleration: stopping trains take longer than the express by that much', () => {
  const run = (no: string) => TRAINS.find((x) => x.trainNo === no)!
  const g1 = run('G1')
  for (const train of TRAINS.filter((x) => x.type === 'G' && x.stops[0].station.name === '北京南' && x.stops.at(-1)!.station.name === '上海虹桥')) {
    const stopsMore = train.stops.length - g1.stops.length
    const minutes = train.stops.at(-1)!.arriveMinute - train.stops[0].departMinute
    const express = g1.stops.at(-1)!.arriveMinute - g1.stops[0].departMinute
    assert.ok(minutes - express >= stopsMore * (2 + STOP_LOSS_MINUTES.G), `${train.trainNo}: ${stopsMore} more stops, ${minutes - express} min more`)
  }
})
