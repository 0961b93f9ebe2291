import { Type } from '@sinclair/typebox'

/** Building blocks of the body schemas (the Chinese field names live in plugins/validation-messages.ts). */
export const PhoneSchema = Type.String({ pattern: '^1\\d{10}$' })
/** A decimal id as the wire carries it (numbers are coerced to strings); at most 9 digits, an integer column. */
export const IdSchema = Type.String({ pattern: '^\\d{1,9}$' })
export const SmsCodeSchema = Type.String({ pattern: '^\\d{6}$' })
export const SmsSceneSchema = Type.Union([Type.Literal('login'), Type.Literal('register'), Type.Literal('resetPassword'), Type.Literal('enterpriseRegister')])
/** A password as typed at login: any length a user could have set. */
export const LoginPasswordSchema = Type.String({ minLength: 1, maxLength: 64 })
/** A new password: 8-20 printable ASCII characters (letters and digits checked by the service). */
export const NewPasswordSchema = Type.String({ minLength: 8, maxLength: 20 })
export const TicketSchema = Type.String({ pattern: '^[0-9a-f]{64}$' })
/** YYYY-MM-DD in 1900-2199 (PostgreSQL has no year 0); the service checks that the day exists. */
export const DateSchema = Type.String({ pattern: '^(19|20|21)\\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' })
export const ProductTypeSchema = Type.Union([Type.Literal(1), Type.Literal(5), Type.Literal(6), Type.Literal(7), Type.Literal(8)])
export const PageIndexSchema = Type.Integer({ minimum: 1, maximum: 10_000 })
export const PageSizeSchema = Type.Integer({ minimum: 1, maximum: 100 })
/** A body that carries nothing but the identity fields the request layer adds. */
export const EmptyBody = Type.Object({})
