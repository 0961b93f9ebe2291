// The growth run (`npm run bench:server -- --scale`): a throwaway PostgreSQL database (created here, dropped
// at the end) seeded by the app, measured, then grown in SQL with generate_series — the hotel catalogue ×10
// (every hotel with its rooms and rate plans nine more times), 1,000 members in the demo enterprise and one
// million orders across them (1,000 each, every 20th with an approval, every 2,000th still pending) — and
// measured again: hotel search, the order centre's first page and the to-do count, p99 at each size.
import pg from 'pg'
import { startSeededAppServer } from './processes.mjs'
import { DEMO } from './app-pages.mjs'
import { interleaved, loadCall, loginToken, searchBody } from './server-load.mjs'

const APPROVER_PHONE = '13800000002'
const ORDERS = 1_000_000
const MEMBERS = 1_000
const OFFSET = 10_000_000
const fixed = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : '—')

async function columnsOf(client, table) {
  const { rows } = await client.query('select column_name from information_schema.columns where table_schema = current_schema() and table_name = $1 and is_generated = \'NEVER\' order by ordinal_position', [table])
  return rows.map((r) => r.column_name)
}

/** insert into `table` select its columns from `from`, each replaced by `overrides[column]` when given. */
async function clone(client, table, from, overrides) {
  const columns = await columnsOf(client, table)
  const select = columns.map((c) => (overrides[c] ? `${overrides[c]} as ${c}` : `src.${c}`)).join(', ')
  const result = await client.query(`insert into ${table} (${columns.join(', ')}) select ${select} ${from}`)
  return result.rowCount
}

/** Grows the seeded database; answers what was added. */
async function grow(url, log) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const copies = 'cross join generate_series(1, 9) as g'
    const hotels = await clone(client, 'hotels', `from hotels src ${copies}`, { id: `src.id + g * ${OFFSET}`, name: `src.name || '·' || g`, sort: `src.sort + g * ${OFFSET}` })
    await clone(client, 'hotel_rooms', `from hotel_rooms src ${copies} where src.id < ${OFFSET}`, { id: `src.id + g * ${OFFSET}`, hotel_id: `src.hotel_id + g * ${OFFSET}` })
    await clone(client, 'hotel_rate_plans', `from hotel_rate_plans src ${copies} where src.id < ${OFFSET}`, { id: `src.id + g * ${OFFSET}`, room_id: `src.room_id + g * ${OFFSET}` })
    // The nights of the new rooms are made by the first search of a stay, as for the seeded ones.
    await client.query('delete from hotel_inventory_days')
    log(`scale: +${hotels} hotels`)

    const { rows: [demo] } = await client.query('select m.id, m.enterprise_id, m.account_id from members m join accounts a on a.id = m.account_id where a.phone = $1', [DEMO.phone])
    const { rows: [approver] } = await client.query('select m.id from members m join accounts a on a.id = m.account_id where a.phone = $1', [APPROVER_PHONE])
    const { rows: [{ n: existing }] } = await client.query('select count(*)::int as n from members where enterprise_id = $1', [demo.enterprise_id])
    const extra = MEMBERS - existing
    await clone(client, 'accounts', `from accounts src cross join generate_series(1, ${extra}) as g where src.id = ${demo.account_id}`, { id: `${OFFSET} + g`, phone: `'170' || lpad(g::text, 8, '0')`, last_member_id: 'null' })
    await clone(client, 'members', `from members src cross join generate_series(1, ${extra}) as g where src.id = ${demo.id}`, { id: `${OFFSET} + g`, account_id: `${OFFSET} + g`, name: `'员工' || g`, employee_no: `'S' || g` })
    await client.query(`create temporary table scale_members as select row_number() over (order by id) - 1 as k, id from members where enterprise_id = $1`, [demo.enterprise_id])
    await client.query(`create temporary table scale_templates as select row_number() over (order by id) - 1 as k, * from orders`)
    const { rows: [{ n: templates }] } = await client.query('select count(*)::int as n from scale_templates')
    log(`scale: ${MEMBERS} members; ${ORDERS.toLocaleString('en')} orders from ${templates} seeded templates…`)
    const orderColumns = (await columnsOf(client, 'orders'))
    const overrides = {
      id: `${OFFSET} + g`, order_no: `'SC' || g`, enterprise_id: String(demo.enterprise_id), booker_member_id: 'm.id', traveller_member_id: 'm.id',
      created_at: `now() - make_interval(mins => g)`, start_time: `now() - make_interval(mins => g) + interval '3 days'`,
      end_time: `now() - make_interval(mins => g) + interval '4 days'`, req_id: 'null', pay_deadline: 'null',
    }
    const select = orderColumns.map((c) => (overrides[c] ? `${overrides[c]} as ${c}` : `src.${c}`)).join(', ')
    await client.query(`insert into orders (${orderColumns.join(', ')})
      select ${select} from generate_series(1, ${ORDERS}) as g
        join scale_members m on m.k = g % ${MEMBERS}
        join scale_templates src on src.k = g % ${templates}`)
    // Every 20th order went through approval (the approver's history); every 2,000th still waits for it.
    await client.query(`insert into approvals (id, enterprise_id, applicant_member_id, kind, title, amount_fen, status, created_at)
      select ${OFFSET} + g, o.enterprise_id, o.booker_member_id, 'order', o.title, o.amount_fen, case when g % 2000 = 0 then 'pending' else 'approved' end, o.created_at
        from generate_series(20, ${ORDERS}, 20) as g join orders o on o.id = ${OFFSET} + g`)
    await client.query(`insert into order_approvals (approval_id, order_id, approval_no, flow_name, levels, current_level)
      select a.id, a.id, 'SA' || a.id, '部门负责人审批', '[]'::jsonb, 1 from approvals a where a.id > ${OFFSET}`)
    await client.query(`insert into approval_tasks (approval_id, enterprise_id, approver_member_id, step, status)
      select a.id, a.enterprise_id, $1, 1, a.status from approvals a where a.id > ${OFFSET}`, [approver.id])
    log('scale: vacuum analyze')
    await client.query('vacuum analyze')
    const { rows: [sizes] } = await client.query(`select (select count(*) from hotels)::int as hotels, (select count(*) from orders)::int as orders,
      (select count(*) from members)::int as members, (select count(*) from approvals)::int as approvals, pg_database_size(current_database())::bigint as bytes`)
    return sizes
  } finally {
    await client.end()
  }
}

/** EXPLAIN ANALYZE of the approver's to-do count (the SQL of approvalScope.ts countPendingApprovals, copied). */
async function explainTodo(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows: [approver] } = await client.query('select m.id, m.enterprise_id from members m join accounts a on a.id = m.account_id where a.phone = $1', [APPROVER_PHONE])
    const { rows } = await client.query(`explain (analyze, costs off) select count(*)::int as n
      from order_approvals oa join approvals a on a.id = oa.approval_id
     where a.enterprise_id = $1 and exists (select 1 from approval_tasks t where t.approval_id = a.id and t.approver_member_id = $2 and t.status = 'pending') and a.status = 'pending'`, [approver.enterprise_id, approver.id])
    return rows.map((r) => r['QUERY PLAN']).join('\n')
  } finally {
    await client.end()
  }
}

/** The three calls at one size: p99 (and throughput) of each, interleaved rounds. */
async function measureCalls(url, { gate, rounds, seconds }) {
  const member = await loginToken(url)
  const approver = await loginToken(url, APPROVER_PHONE)
  const loads = {
    'hotel search': (s) => loadCall(url, '/hotel/api/hotel/info/SearchHotelList', searchBody(), member, s),
    'order centre first page': (s) => loadCall(url, '/b2b/Order/GetOrderList', { Tab: 'all', PageIndex: 1, PageSize: 10 }, member, s),
    'to-do count': (s) => loadCall(url, '/common/api/approval/GetToDoApprovalSummary', {}, approver, s),
  }
  return interleaved(loads, { rounds, seconds, floorName: 'hotel search', beforeLoad: gate.settle })
}

export async function measureGrowth({ report, gate, rounds, seconds, log }) {
  const base = process.env.DATABASE_URL
  const name = `tripwise_scale_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const url = new URL(base)
  url.pathname = `/${name}`
  let server
  try {
    log(`scale: small seed in database ${name}`)
    server = await startSeededAppServer({ databaseUrl: url.toString() })
    const small = await measureCalls(server.url, { gate, rounds, seconds })
    await server.stop()
    server = null
    const started = Date.now()
    const sizes = await grow(url.toString(), log)
    const growSeconds = (Date.now() - started) / 1000
    log(`scale: grown in ${growSeconds.toFixed(0)} s; restarting`)
    server = await startSeededAppServer({ databaseUrl: url.toString() })
    const large = await measureCalls(server.url, { gate, rounds, seconds })
    const todoPlan = await explainTodo(url.toString())
    log(`scale: the to-do count's plan at scale:\n${todoPlan}`)
    log(`scale: ${JSON.stringify(Object.fromEntries(Object.entries(large).map(([k, r]) => [k, { p50: r.p50, p99: r.p99, rps: r.rps, errors: r.errors }])))}`)
    const section = 'Growth: small seed → catalogue ×10, 1,000 members, one million orders (PostgreSQL)'
    report.describe(section, `A throwaway database on ${new URL(base).host} (created and dropped by the run): the app's seed, then grown in SQL with generate_series in ${growSeconds.toFixed(0)} s to ${sizes.hotels} hotels, ${sizes.members} members, ${sizes.orders.toLocaleString('en')} orders and ${sizes.approvals.toLocaleString('en')} approvals (${(Number(sizes.bytes) / 1048576).toFixed(0)} MB), vacuumed and analyzed, the server restarted. Each call: ${rounds} interleaved rounds of ${seconds} s, 10 connections, after a warm-up; the order centre is the demo member's 全部 tab (1,000 orders booked by them at scale), the to-do count the demo approver's (every task of the 50,000 approvals is theirs, 500 pending). Ratio: p99 at scale / p99 at the small seed; goal ≤ 1.5.`)
    for (const call of Object.keys(small)) {
      const a = small[call]
      const b = large[call]
      const errors = a.errors + b.errors
      report.add(section, `${call} · p99`, b.p99, a.p99, 'ms', { referenceName: 'small seed', note: `${b.requests === 0 ? `no answer within a ${seconds} s round (every request took longer)` : b.p99 / a.p99 <= 1.5 ? 'within 1.5×' : 'over 1.5×'}; p50 ${fixed(a.p50, 1)} → ${fixed(b.p50, 1)} ms, ${fixed(a.rps, 0)} → ${fixed(b.rps, 0)} req/s${errors ? `; ${errors} errors` : ''}` })
    }
    report.samples.growth = { todoPlan, small: Object.fromEntries(Object.entries(small).map(([k, r]) => [k, r.runs])), large: Object.fromEntries(Object.entries(large).map(([k, r]) => [k, r.runs])), sizes }
  } finally {
    await server?.stop()
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}
