export type CallFrame = { functionName: string; url: string }
export type CpuProfile = { nodes: Array<{ id: number; callFrame: CallFrame }>; samples: number[]; timeDeltas: number[] }
export function ownerOf(frame: CallFrame, root?: string): string
export function summarize(profile: CpuProfile, root?: string): { totalMs: number; owners: Array<[string, number]>; functions: Array<[string, number]> }
