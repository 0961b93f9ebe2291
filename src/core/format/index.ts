export * from './money'
export * from './date'
