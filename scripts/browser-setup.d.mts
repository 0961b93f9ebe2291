export declare const APT_PACKAGES: string[]
export type BrowserState = { hasChromium: boolean; hasCjkFont: boolean; isRoot: boolean; hasApt: boolean; chromiumPath: string }
export type BrowserSetupPlan = { kind: 'ready' } | { kind: 'install'; commands: string[][] } | { kind: 'instructions'; message: string }
export declare function planBrowserSetup(state: BrowserState): BrowserSetupPlan
export declare function ensureBrowser(chromiumPath?: string): boolean
