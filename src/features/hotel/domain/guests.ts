import type { HotelGuest } from '@api/hotel'
import { isChineseName, isPhone } from '@/core/validators'

export type GuestEntry = { name: string; phone: string; memberId: string }
/** Guests per room: rooms[i] are the guests of room i (at least one slot each). */
export type RoomGuests = GuestEntry[][]

export const MAX_ROOMS = 10
export const emptyGuest = (): GuestEntry => ({ name: '', phone: '', memberId: '' })

/** Room count changed: existing rooms keep their guests, new rooms get one empty slot. */
export function resizeRooms(rooms: RoomGuests, roomCount: number): RoomGuests {
  const count = Math.min(MAX_ROOMS, Math.max(1, Math.floor(roomCount)))
  return Array.from({ length: count }, (_, index) => rooms[index]?.map((guest) => ({ ...guest })) ?? [emptyGuest()])
}

export function addGuestSlot(rooms: RoomGuests, roomIndex: number, maxOccupancy: number): RoomGuests {
  return rooms.map((guests, index) => (index === roomIndex && guests.length < maxOccupancy ? [...guests, emptyGuest()] : guests))
}

/** A room keeps at least one slot. */
export function removeGuestSlot(rooms: RoomGuests, roomIndex: number, guestIndex: number): RoomGuests {
  return rooms.map((guests, index) =>
    index === roomIndex && guests.length > 1 ? guests.filter((_, at) => at !== guestIndex) : guests,
  )
}

export function updateGuest(rooms: RoomGuests, roomIndex: number, guestIndex: number, patch: Partial<GuestEntry>): RoomGuests {
  return rooms.map((guests, index) =>
    index === roomIndex ? guests.map((guest, at) => (at === guestIndex ? { ...guest, ...patch } : guest)) : guests,
  )
}

/**
 * People chosen together (frequent passengers, colleagues) spread over the rooms in turn: person k goes
 * to room k mod roomCount, so every room has someone before any room has two. Null when they do not fit.
 */
export function assignGuests(people: readonly GuestEntry[], roomCount: number, maxOccupancy: number): RoomGuests | null {
  const count = Math.max(1, Math.floor(roomCount))
  if (people.length > count * maxOccupancy) return null
  const rooms: RoomGuests = Array.from({ length: count }, () => [])
  people.forEach((person, index) => rooms[index % count].push({ ...person }))
  return rooms.map((guests) => (guests.length ? guests : [emptyGuest()]))
}

/** Non-empty slots, flattened for the wire. */
export function toGuestList(rooms: RoomGuests): HotelGuest[] {
  return rooms.flatMap((guests, roomIndex) =>
    guests
      .filter((guest) => guest.name.trim() !== '')
      .map((guest) => ({ RoomIndex: roomIndex, Name: guest.name.trim(), Phone: guest.phone.trim(), MemberId: guest.memberId })),
  )
}

/** Every room needs a named guest; names and phones must be valid. */
export function guestsError(rooms: RoomGuests): string | null {
  for (let index = 0; index < rooms.length; index += 1) {
    const named = rooms[index].filter((guest) => guest.name.trim() !== '')
    if (named.length === 0) return `请填写第${index + 1}间房的入住人`
    for (const guest of named) {
      if (!isChineseName(guest.name.trim())) return `入住人“${guest.name.trim()}”姓名格式不正确`
      if (guest.phone.trim() && !isPhone(guest.phone.trim())) return `请填写入住人“${guest.name.trim()}”的正确手机号`
    }
  }
  const names = rooms.flat().map((guest) => guest.name.trim()).filter(Boolean)
  if (new Set(names).size !== names.length) return '入住人姓名不能重复'
  return null
}
