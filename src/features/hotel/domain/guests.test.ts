import { addGuestSlot, assignGuests, emptyGuest, guestsError, removeGuestSlot, resizeRooms, toGuestList, updateGuest } from './guests'

const person = (name: string, phone = '') => ({ name, phone, memberId: '' })

describe('guests per room', () => {
  it('resize keeps guests, adds empty slots, caps at 10 rooms and at least 1', () => {
    const rooms = [[person('张三')]]
    expect(resizeRooms(rooms, 3)).toEqual([[person('张三')], [emptyGuest()], [emptyGuest()]])
    expect(resizeRooms(rooms, 0)).toHaveLength(1)
    expect(resizeRooms(rooms, 20)).toHaveLength(10)
  })
  it('add up to max occupancy, remove keeps one', () => {
    let rooms = [[person('张三')]]
    rooms = addGuestSlot(rooms, 0, 2)
    expect(rooms[0]).toHaveLength(2)
    expect(addGuestSlot(rooms, 0, 2)[0]).toHaveLength(2)
    rooms = removeGuestSlot(rooms, 0, 1)
    expect(removeGuestSlot(rooms, 0, 0)[0]).toHaveLength(1)
    expect(updateGuest(rooms, 0, 0, { phone: '13800000001' })[0][0].phone).toBe('13800000001')
  })
  it('assigns people round-robin so each room gets one first', () => {
    const rooms = assignGuests([person('甲'), person('乙'), person('丙')], 2, 2)
    expect(rooms?.map((room) => room.map((g) => g.name))).toEqual([['甲', '丙'], ['乙']])
    expect(assignGuests([person('甲')], 2, 2)?.[1]).toEqual([emptyGuest()])
    expect(assignGuests([person('甲'), person('乙'), person('丙')], 1, 2)).toBeNull()
  })
  it('wire list skips empty slots and carries the room index', () => {
    expect(toGuestList([[person('张三', '13800000001'), emptyGuest()], [person('李四')]])).toEqual([
      { RoomIndex: 0, Name: '张三', Phone: '13800000001', MemberId: '' },
      { RoomIndex: 1, Name: '李四', Phone: '', MemberId: '' },
    ])
  })
  it('errors', () => {
    expect(guestsError([[person('张三')], [emptyGuest()]])).toBe('请填写第2间房的入住人')
    expect(guestsError([[person('·张三')]])).toBe('入住人“·张三”姓名格式不正确')
    expect(guestsError([[person('张三', '123')]])).toBe('请填写入住人“张三”的正确手机号')
    expect(guestsError([[person('张三')], [person('张三')]])).toBe('入住人姓名不能重复')
    expect(guestsError([[person('张三')], [person('Li Si')]])).toBeNull()
  })
})
