import type { Db } from '../../db/types'
import type { MemberProgram, TravelPlatform } from '@domain/bindings/catalogue'
import { hashPassword, sha256Hex, verifyPassword } from '../../lib/crypto'

/** What a travel platform or a loyalty programme answers when a member binds (decision 0350). */
export type BindingProvider = {
  /** The platform's sign-in: true when the account and password are right. */
  signIn(platform: TravelPlatform, account: string, password: string): Promise<boolean>
  /** The programme's card check: the level when the card exists under that holder name, else why not. */
  checkCard(program: MemberProgram, cardNo: string, holderName: string): Promise<{ levelName: string } | { refused: string }>
}

const AIRLINE_LEVELS = ['普卡', '银卡', '金卡', '白金卡'] as const
const HOTEL_LEVELS = ['会员', '银会员', '金会员', '铂金会员'] as const

/**
 * The simulated providers: a platform registers an account on its first sign-in (scrypt hash) and refuses another
 * password later; a programme knows every well-formed card except those whose number ends in 0000 (not issued),
 * and the level follows from the number (the same card always answers the same level).
 */
export function createSimulatedBindingProvider(db: Db): BindingProvider {
  return {
    async signIn(platform, account, password) {
      const { rows } = await db.query<{ password_hash: string }>(
        'select password_hash from binding_sim_platform_accounts where platform_code = $1 and account = $2', [platform.code, account],
      )
      if (rows[0]) return verifyPassword(password, rows[0].password_hash)
      await db.query(
        'insert into binding_sim_platform_accounts (platform_code, account, password_hash) values ($1, $2, $3) on conflict do nothing',
        [platform.code, account, await hashPassword(password)],
      )
      return true
    },
    async checkCard(program, cardNo) {
      if (cardNo.endsWith('0000')) return { refused: `${program.name}未查询到该会员卡，请核对卡号` }
      const levels = program.kind === 'airline' ? AIRLINE_LEVELS : HOTEL_LEVELS
      return { levelName: levels[parseInt(sha256Hex(`${program.code}:${cardNo}`).slice(0, 8), 16) % levels.length] }
    },
  }
}
