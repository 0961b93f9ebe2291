import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../../db/types'
import type { Rail12306PassengerType, Rail12306VerifyStatus } from '../../../../../types/api/train'
import { isResidentIdCard } from '@domain/identity/idCard'
import { hashPassword, newSmsCode, newToken, sameSecret, sha256Hex, verifyPassword } from '../../../lib/crypto'

export type RailPassenger = { id: string; name: string; idNo: string; phone: string; type: Rail12306PassengerType; status: Rail12306VerifyStatus }
export type RailPassengerInput = { name: string; idNo: string; phone: string; type: Rail12306PassengerType }
export type CodeCheck = 'ok' | 'wrong' | 'expired'

/**
 * The 12306 account channel: sign in, the SMS and face checks 12306 asks of a new device, the account's passengers
 * with their verification status, and the passenger's phone check. The simulated channel (below) keeps its users
 * in the app's database; a real one calls 12306 (decision 0222).
 */
export type RailAccountProvider = {
  /** The account's phone when the name and password are right, else null. */
  signIn(userName: string, password: string): Promise<{ phone: string } | null>
  /** Sends a 6-digit code to `phone` for `key` (an account or a passenger check); 5 minutes, 5 tries. */
  sendCode(key: string, phone: string): Promise<void>
  checkCode(key: string, code: string): Promise<CodeCheck>
  /** A face check to do in the 12306 app: a token valid 5 minutes. */
  startFace(userName: string): Promise<{ token: string; expiresAt: Date }>
  checkFace(userName: string, token: string): Promise<CodeCheck>
  passengers(userName: string): Promise<RailPassenger[]>
  savePassenger(userName: string, id: string, input: RailPassengerInput): Promise<RailPassenger | null>
  deletePassenger(userName: string, id: string): Promise<boolean>
  passPassengerPhone(userName: string, id: string): Promise<RailPassenger | null>
}

const CODE_MINUTES = 5
const MAX_TRIES = 5

type PassengerRow = { id: number; name: string; id_no: string; phone: string; passenger_type: Rail12306PassengerType; verify_status: Rail12306VerifyStatus }
const toPassenger = (r: PassengerRow): RailPassenger => ({ id: String(r.id), name: r.name, idNo: r.id_no, phone: r.phone, type: r.passenger_type, status: r.verify_status })

/** A new passenger's status at 12306: an ID that fails its check digit is refused; otherwise the phone waits for its check. */
export const initialStatus = (idNo: string): Rail12306VerifyStatus => (isResidentIdCard(idNo) ? 'Pending' : 'Failed')

/**
 * The simulated 12306: a user name never seen is registered on its first sign-in (password kept as a scrypt hash,
 * a phone derived from the name); later sign-ins must give the same password. Codes go to the server log as the
 * SMS gateway's do (decision 0202). A face check passes once the user says it is done, within its 5 minutes.
 */
export function createSimulatedRailAccounts(db: Db, log: Pick<FastifyBaseLogger, 'info'>): RailAccountProvider {
  const phoneOf = (userName: string) => `13${BigInt(`0x${sha256Hex(userName).slice(0, 12)}`).toString().slice(-9).padStart(9, '0')}`
  async function setChallenge(key: string, secret: string): Promise<Date> {
    const expiresAt = new Date(Date.now() + CODE_MINUTES * 60_000)
    await db.query(
      `insert into rail_sim_challenges (key, secret, expires_at) values ($1, $2, $3)
       on conflict (key) do update set secret = excluded.secret, expires_at = excluded.expires_at, tries = 0`,
      [key, secret, expiresAt],
    )
    return expiresAt
  }
  async function check(key: string, secret: string): Promise<CodeCheck> {
    const { rows } = await db.query<{ secret: string; expires_at: Date; tries: number }>(
      'update rail_sim_challenges set tries = tries + 1 where key = $1 returning secret, expires_at, tries', [key],
    )
    const row = rows[0]
    if (!row || row.expires_at.getTime() < Date.now() || row.tries > MAX_TRIES) return 'expired'
    if (!sameSecret(row.secret, secret)) return 'wrong'
    await db.query('delete from rail_sim_challenges where key = $1', [key])
    return 'ok'
  }
  const passengerRow = async (userName: string, id: string) => {
    if (!/^\d{1,12}$/.test(id)) return null
    const { rows } = await db.query<PassengerRow>('select * from rail_sim_passengers where user_name = $1 and id = $2', [userName, id])
    return rows[0] ?? null
  }

  return {
    async signIn(userName, password) {
      const { rows } = await db.query<{ password_hash: string; phone: string }>('select password_hash, phone from rail_sim_users where user_name = $1', [userName])
      if (rows[0]) return (await verifyPassword(password, rows[0].password_hash)) ? { phone: rows[0].phone } : null
      const phone = phoneOf(userName)
      await db.query('insert into rail_sim_users (user_name, password_hash, phone) values ($1, $2, $3) on conflict do nothing', [userName, await hashPassword(password), phone])
      return { phone }
    },
    async sendCode(key, phone) {
      const code = newSmsCode()
      await setChallenge(key, code)
      log.info({ sms: { phone, scene: 'rail12306', code } }, 'simulated 12306 code sent')
    },
    checkCode: (key, code) => check(key, code),
    async startFace(userName) {
      const token = newToken().slice(0, 32)
      return { token, expiresAt: await setChallenge(`face:${userName}`, token) }
    },
    checkFace: (userName, token) => check(`face:${userName}`, token),
    async passengers(userName) {
      const { rows } = await db.query<PassengerRow>('select * from rail_sim_passengers where user_name = $1 order by id', [userName])
      return rows.map(toPassenger)
    },
    async savePassenger(userName, id, input) {
      if (id === '') {
        const { rows } = await db.query<PassengerRow>(
          `insert into rail_sim_passengers (user_name, name, id_no, phone, passenger_type, verify_status) values ($1, $2, $3, $4, $5, $6)
           on conflict (user_name, id_no) do nothing returning *`,
          [userName, input.name, input.idNo, input.phone, input.type, initialStatus(input.idNo)],
        )
        return rows[0] ? toPassenger(rows[0]) : null
      }
      const old = await passengerRow(userName, id)
      if (!old) return null
      const phoneChanged = old.phone !== input.phone
      const status = old.verify_status === 'Passed' && phoneChanged ? 'Pending' : old.verify_status
      const { rows } = await db.query<PassengerRow>(
        'update rail_sim_passengers set phone = $3, passenger_type = $4, verify_status = $5 where user_name = $1 and id = $2 returning *',
        [userName, id, input.phone, input.type, status],
      )
      return toPassenger(rows[0])
    },
    async deletePassenger(userName, id) {
      if (!(await passengerRow(userName, id))) return false
      await db.query('delete from rail_sim_passengers where user_name = $1 and id = $2', [userName, id])
      return true
    },
    async passPassengerPhone(userName, id) {
      const old = await passengerRow(userName, id)
      if (!old || old.verify_status === 'Failed') return null
      const { rows } = await db.query<PassengerRow>(`update rail_sim_passengers set verify_status = 'Passed' where id = $1 returning *`, [old.id])
      return toPassenger(rows[0])
    },
  }
}
