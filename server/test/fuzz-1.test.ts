import { fuzzShard } from './fuzz'

// 1,000 random malformed bodies to every route, in two shares that run in parallel (see fuzz.ts).
fuzzShard(0, 2)
