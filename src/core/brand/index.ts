export * from './brand'
