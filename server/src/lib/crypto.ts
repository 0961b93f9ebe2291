import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/** A session token: 32 random bytes, hex. Only its sha256 is stored. */
export const newToken = (): string => randomBytes(32).toString('hex')

export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex')

/** A 6-digit SMS code. */
export const newSmsCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0')

const SCRYPT = { N: 16384, r: 8, p: 1, keyLength: 32 }

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  )
}

/** `scrypt$N$r$p$salt$hash` (base64): the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const { N, r, p, keyLength } = SCRYPT
  const key = await scryptAsync(password, salt, keyLength, { N, r, p })
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$')
  if (kind !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const key = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p) })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** Spends the time of one verification when there is nothing to verify (no account enumeration by timing). */
export async function burnPasswordTime(password: string): Promise<void> {
  await scryptAsync(password, Buffer.alloc(16), SCRYPT.keyLength, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p })
}

export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
