/** Request and response types shared by the app (`import type`) and the server. */
export * from './codes'
export * from './envelope'
export * from './b2b'
export * from './common'
export * from './tripwise-m-api'
export * from './accountExtras'
