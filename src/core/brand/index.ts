export * from './brand'
export * from './brandColors'
export * from './brandTheme'
