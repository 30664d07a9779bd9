// Fills a benchmark database at scale with set-based SQL (generate_series): a million clients in
// about a minute, where inserts through the services would take an hour. The shapes follow what
// the services write (numbering, folded search text, schedules, payments), and the mix gives every
// list something to filter: statuses, steps, staff of each desk with their own clients, calls and
// visits for the record scopes, bookings, refused and overdue contracts, audit rows.
import { foldSearch } from "@makon/shared";
import { sql } from "drizzle-orm";
import type { Db } from "../src/db/types";
import { FEMALE_FIRST, MALE_FIRST, PATRONYMICS_FEMALE, PATRONYMICS_MALE, SURNAMES } from "../src/seed/names";

export interface Scale {
  /** 30 objects × 5 buildings × 3 entrances × 15 floors × 6 units = 40,500 units. */
  objects: number;
  contracts: number;
  clients: number;
  /** Adds one building of 5 × 25 × 16 = 2,000 units to the first object (the chessboard). */
  bigBuilding: boolean;
}

export const FULL_SCALE: Scale = { objects: 30, contracts: 25_000, clients: 100_000, bigBuilding: false };

/** Staff of each desk, made here so scopes have owners; their passwords are never used. */
export const STAFF = { reception: 5, callCentre: 5, sales: 10 } as const;

const text = (xs: readonly string[]) => sql`${`{${xs.map((x) => `"${x}"`).join(",")}}`}::text[]`;

/** The n-th element of an array chosen by a multiplicative hash of i: spread, repeatable. */
const pick = (arr: SQL, len: number, i: SQL, prime: number) =>
  sql`(${arr})[1 + ((${i}::bigint * ${prime}) % ${len})]`;
type SQL = ReturnType<typeof sql>;

async function fillStaff(tx: Db) {
  const desks: [string, number, string][] = [
    ["Qabul", STAFF.reception, "reciption"],
    ["Qoʻngʻiroqlar markazi", STAFF.callCentre, "call_center"],
    ["Sotuv", STAFF.sales, "sotuv"],
  ];
  let n = 0;
  for (const [role, count, page] of desks) {
    await tx.execute(sql`
      insert into users (name, phone, password_hash, role, pages_dostup, client_scope, contract_scope)
      select ${role} || ' xodimi ' || g, '95' || lpad((${n} + g)::text, 7, '0'), 'x', ${role},
        array[${page}], 'own', 'own'
      from generate_series(1, ${count}) g`);
    n += count;
  }
}

const staffIds = (role: string) => sql`(select array_agg(id order by id) from users where role = ${role})`;

async function fillProperty(tx: Db, scale: Scale) {
  await tx.execute(sql`
    insert into objects (name, address)
    select 'Bench obyekt ' || o, 'Toshkent sh., ' || o || '-mavze' from generate_series(1, ${scale.objects}) o`);
  await tx.execute(sql`
    insert into buildings (object_id, name, floors, entrances, build_status)
    select o.id, b || '-blok', 15, 3, 'frame' from objects o, generate_series(1, 5) b`);
  if (scale.bigBuilding)
    await tx.execute(sql`
      insert into buildings (object_id, name, floors, entrances, build_status)
      select min(id), 'Katta blok', 25, 5, 'frame' from objects`);
  await tx.execute(sql`
    insert into entrances (building_id, number)
    select b.id, e from buildings b, generate_series(1, b.entrances) e`);
  await tx.execute(sql`
    insert into floors (building_id, entrance_id, number)
    select e.building_id, e.id, f from entrances e join buildings b on b.id = e.building_id,
      generate_series(1, b.floors) f`);
  // Per floor: 6 units in the small buildings, 16 in the big one; numbered through the building.
  await tx.execute(sql`
    insert into units (object_id, building_id, entrance_id, floor_id, number, rooms, area_m2,
      price_per_m2, total_price, status)
    select b.object_id, b.id, e.id, f.id,
      ((e.number - 1) * b.floors * k.per + (f.number - 1) * k.per + p)::text,
      1 + (p + b.id) % 4, a.area, pm.price, round(a.area * pm.price), 'available'
    from floors f
    join entrances e on e.id = f.entrance_id
    join buildings b on b.id = f.building_id
    cross join lateral (select case when b.name = 'Katta blok' then 16 else 6 end as per) k
    cross join lateral generate_series(1, k.per) p
    cross join lateral (select (38 + ((p * 7 + b.id) % 9) * 6.5)::numeric(8,2) as area) a
    cross join lateral (select 7000000 + b.object_id * 50000 + f.number * 20000 as price) pm
    order by b.id, e.number, f.number, p`);
  await tx.execute(sql`update units set status = 'not_for_sale' where id % 97 = 0`);
}

async function fillClients(tx: Db, count: number) {
  const female = sql`((g * 37) % 100 < 45)`;
  const names = {
    m: text(MALE_FIRST),
    f: text(FEMALE_FIRST),
    s: text(SURNAMES),
    pm: text(PATRONYMICS_MALE),
    pf: text(PATRONYMICS_FEMALE),
  };
  const g = sql`g`;
  const first = sql`case when ${female} then ${pick(names.f, FEMALE_FIRST.length, g, 7919)} else ${pick(names.m, MALE_FIRST.length, g, 7919)} end`;
  const surname = sql`${pick(names.s, SURNAMES.length, g, 104729)} || case when ${female} then 'a' else '' end`;
  const patronymic = sql`case when ${female} then ${pick(names.pf, PATRONYMICS_FEMALE.length, g, 1299709)} else ${pick(names.pm, PATRONYMICS_MALE.length, g, 1299709)} end`;
  const reception = staffIds("Qabul");
  const sales = staffIds("Sotuv");
  // Names hold only Latin letters and ʻ here: folding is lower case without apostrophes, done in
  // SQL; checked against foldSearch below.
  await tx.execute(sql`
    insert into clients (full_name, phone, source, passport, search_text, step, intake_user_id,
      manager_id, created_at, updated_at)
    select n.full_name, n.phone, (array['reception','call_center','website','social','referral','other'])[1 + g % 6],
      case when g % 3 = 0 then chr(65 + (g / 3) % 26) || chr(65 + g % 26) || lpad((g % 10000000)::text, 7, '0') end,
      lower(replace(n.full_name, 'ʻ', '')) || ' ' || n.phone,
      (array['new','consulting','consulting','new','booked'])[1 + g % 5],
      r.ids[1 + g % ${STAFF.reception}],
      case when g % 4 = 0 then s.ids[1 + (g / 4) % ${STAFF.sales}] end,
      timestamptz '2026-11-01 12:00+05' - (${count} - g) * interval '2 minutes',
      timestamptz '2026-11-01 12:00+05' - (${count} - g) * interval '2 minutes'
    from generate_series(1, ${count}) g
    cross join lateral (select ${surname} || ' ' || ${first} || ' ' || ${patronymic} as full_name,
      (array['90','91','93','94','97','99'])[1 + g % 6] || lpad((g % 10000000)::text, 7, '0') as phone) n
    cross join (select ${reception} as ids) r
    cross join (select ${sales} as ids) s`);
  const [sample] = (
    (await tx.execute(
      sql`select full_name, search_text, phone from clients order by id limit 1`,
    )) as unknown as {
      rows: { full_name: string; search_text: string; phone: string }[];
    }
  ).rows;
  if (sample && sample.search_text !== foldSearch(`${sample.full_name} ${sample.phone}`))
    throw new Error(`search text differs from foldSearch: ${sample.search_text}`);
  // Calls: a third of the clients, one or two each, by the call centre; visits: a fifth, at reception.
  const callers = staffIds("Qoʻngʻiroqlar markazi");
  await tx.execute(sql`
    insert into client_calls (client_id, user_id, direction, result, created_at)
    select c.id, cc.ids[1 + (c.id + k) % ${STAFF.callCentre}], 'outgoing',
      (array['answered','no_answer','interested','callback'])[1 + (c.id + k) % 4],
      c.created_at + k * interval '1 day'
    from clients c cross join generate_series(1, 2) k cross join (select ${callers} as ids) cc
    where c.id % 3 = 1 and (k = 1 or c.id % 2 = 0)`);
  await tx.execute(sql`
    update clients set last_call_at = l.at, last_caller_id = l.user_id, last_call_result = l.result,
      next_call_at = case when clients.id % 7 = 0 then l.at + interval '3 days' end
    from (select distinct on (client_id) client_id, created_at as at, user_id, result
          from client_calls order by client_id, created_at desc) l
    where l.client_id = clients.id`);
  await tx.execute(sql`
    insert into client_visits (client_id, user_id, manager_id, created_at)
    select c.id, r.ids[1 + (c.id / 5) % ${STAFF.reception}], c.manager_id, c.created_at
    from clients c cross join (select ${reception} as ids) r where c.id % 5 = 2`);
  await tx.execute(sql`update clients set deleted_at = created_at + interval '1 day' where id % 50 = 7`);
  await tx.execute(sql`
    update clients set blacklisted_at = created_at + interval '2 days', blacklist_reason = 'Bench'
    where id % 60 = 11`);
}

/**
 * Contracts on the first `count` units of the small buildings (one in 1.6), each with its own
 * client (the oldest clients), a schedule of the rest after the down payment and the down payment
 * received; a tenth refused, older installments partly paid.
 */
async function fillContracts(tx: Db, count: number) {
  const sales = staffIds("Sotuv");
  await tx.execute(
    sql`insert into organisations (name, kind, stir) values ('Makon Qurilish', 'own', '300000001')`,
  );
  await tx.execute(sql`
    with u as (
      select id, area_m2, price_per_m2, row_number() over (order by id) - 1 as i
      from units where id % 8 < 5 and status = 'available' order by id limit ${count}
    ), c as (
      select id, row_number() over (order by id) - 1 as i from clients where deleted_at is null
      order by id limit ${count}
    ), v as (
      select u.id as unit_id, c.id as client_id, u.i, u.area_m2, u.price_per_m2,
        round(u.area_m2 * u.price_per_m2)::bigint as total,
        (array['full','installment','mortgage','subsidy','organisation'])[1 + u.i % 5] as payment_type,
        date '2024-01-01' + (u.i % 900)::int as day
      from u join c on c.i = u.i
    )
    insert into contracts (number, year, seq, date, client_id, unit_id, seller_organisation_id,
      manager_id, area_m2, price_per_m2, total, payment_type, down_payment, months, status,
      refused_at, refusal_reason)
    select extract(year from day) || '-' || lpad((i + 1)::text, 5, '0'), extract(year from day), i + 1,
      day, client_id, unit_id, (select id from organisations where stir = '300000001'),
      (${sales})[1 + i % ${STAFF.sales}], area_m2, price_per_m2, total, payment_type,
      case when payment_type = 'full' then total else round(total * 0.3) end,
      case when payment_type = 'installment' then 24 else 0 end,
      case when i % 10 = 0 then 'refused' when i % 3 = 0 then 'concluded' else 'in_process' end,
      case when i % 10 = 0 then day + interval '30 days' end,
      case when i % 10 = 0 then 'Bench' end
    from v`);
  // The moment each concluded deal became a sale (decision 19): the database sets it on the first
  // "concluded" step, which the fill does not write; here, noon of the week after the contract's
  // date — some refused later (a sale keeps its day), as the stats read them.
  await tx.execute(sql`
    update contracts set concluded_at = ((date + 7)::timestamp + interval '12 hours') at time zone 'Asia/Tashkent'
    where status = 'concluded' or (status = 'refused' and id % 20 = 0)`);
  await tx.execute(sql`
    insert into contract_counters (year, last)
    select year, max(seq) from contracts group by year on conflict do nothing`);
  await tx.execute(sql`
    update units set status = case when c.status = 'concluded' then 'sold' else 'in_process' end
    from contracts c where c.unit_id = units.id and c.status <> 'refused'`);
  await tx.execute(sql`
    update clients set step = case when c.status = 'concluded' then 'concluded' else 'contract' end
    from contracts c where c.client_id = clients.id and c.status <> 'refused'`);
  // planSchedule: installments in `months` rows, bank-paid deals in one, nothing for full payment.
  await tx.execute(sql`
    insert into schedule_items (contract_id, version, number, due_date, amount, paid)
    select c.id, 1, k, (c.date + make_interval(months => k))::date,
      case when k = n.rows then (c.total - c.down_payment) - ((c.total - c.down_payment) / n.rows) * (n.rows - 1)
        else (c.total - c.down_payment) / n.rows end,
      0
    from contracts c
    cross join lateral (select case when c.payment_type = 'installment' then c.months else 1 end as rows) n
    cross join lateral generate_series(1, n.rows) k
    where c.total > c.down_payment`);
  const paid = sql`(c.id % 3 = 0 and s.due_date < date '2025-06-01')`;
  await tx.execute(sql`
    update schedule_items s set paid = s.amount from contracts c
    where c.id = s.contract_id and ${paid}`);
  await tx.execute(sql`
    insert into payments (contract_id, kind, paid_at, amount, method, user_id)
    select c.id, 'payment', c.date, c.down_payment, 'cash', c.manager_id
    from contracts c where c.down_payment > 0
    union all
    select c.id, 'payment', s.due_date, s.amount, 'card', c.manager_id
    from contracts c join schedule_items s on s.contract_id = c.id where ${paid}`);
  // Active bookings on some free units, by sales managers for clients without a contract.
  await tx.execute(sql`
    with u as (select id, row_number() over (order by id) as i from units where status = 'available' and id % 8 = 6 limit 500),
    c as (select id, row_number() over (order by id desc) as i from clients where deleted_at is null order by id desc limit 500)
    insert into bookings (unit_id, client_id, user_id, expires_at, status)
    select u.id, c.id, (${sales})[1 + u.i % ${STAFF.sales}], now() + interval '2 days', 'active'
    from u join c on c.i = u.i`);
  await tx.execute(sql`
    update units set status = 'booked' from bookings b where b.unit_id = units.id and b.status = 'active'`);
}

/**
 * The bank desks' work on the bank-paid deals (three in five contracts): a head office with five
 * branches, five lower and three upper employees; every bank deal has a branch application in some
 * status (a sixth unassigned, a sixth rejected), and those the branch approved one at the head
 * office. None is funded: that needs the bank's payment, which the fill does not make.
 */
async function fillBankApplications(tx: Db) {
  await tx.execute(sql`insert into banks (name, mfo) values ('Bench bank', '00900')`);
  await tx.execute(sql`
    insert into banks (name, mfo, parent_id)
    select 'Bench bank filiali ' || g, lpad((900 + g)::text, 5, '0'), (select id from banks where mfo = '00900')
    from generate_series(1, 5) g`);
  for (const [level, count, offset] of [
    ["lower", 5, 100],
    ["upper", 3, 200],
  ] as const)
    await tx.execute(sql`
      insert into users (name, phone, password_hash, role, pages_dostup, dostup, client_scope, contract_scope)
      select 'Bank xodimi ' || g, '96' || lpad((${offset} + g)::text, 7, '0'), 'x', ${`bank_${level}`},
        array[${level === "lower" ? "quyi_bank" : "yuqori_bank"}], array[${`bank_${level}_work`}], 'all', 'all'
      from generate_series(1, ${count}) g`);
  const lower = staffIds("bank_lower");
  const upper = staffIds("bank_upper");
  const statuses = sql`array['new','documents_submitted','under_review','approved','rejected','approved']`;
  await tx.execute(sql`
    insert into bank_applications (contract_id, level, bank_id, status, amount_requested,
      amount_approved, assignee_id, submitted_at, decided_at, rejection_reason, status_changed_at, created_at)
    select c.id, 'lower', b.id, s.status, c.total - c.down_payment,
      case when s.status = 'approved' then c.total - c.down_payment end,
      case when c.id % 6 = 0 and s.status = 'new' then null else (${lower})[1 + c.id % 5] end,
      case when s.status <> 'new' then c.date + interval '2 days' end,
      case when s.status in ('approved','rejected') then c.date + interval '9 days' end,
      case when s.status = 'rejected' then 'Bench' end,
      c.date + ((c.id % 40) || ' days')::interval, c.date + interval '1 day'
    from contracts c
    cross join lateral (select (${statuses})[1 + (c.id * 7) % 6] as status) s
    join lateral (select id from banks where parent_id is not null order by id offset c.id % 5 limit 1) b on true
    where c.payment_type in ('mortgage','subsidy','organisation') and c.total > c.down_payment`);
  await tx.execute(sql`
    insert into bank_applications (contract_id, level, bank_id, status, amount_requested,
      amount_approved, assignee_id, submitted_at, decided_at, status_changed_at, created_at)
    select a.contract_id, 'upper', (select id from banks where mfo = '00900'), s.status, a.amount_approved,
      case when s.status = 'approved' then a.amount_approved end,
      (${upper})[1 + a.id % 3],
      case when s.status <> 'new' then a.decided_at + interval '2 days' end,
      case when s.status in ('approved','rejected') then a.decided_at + interval '8 days' end,
      a.decided_at + ((a.id % 30) || ' days')::interval, a.decided_at
    from bank_applications a
    cross join lateral (select (array['new','documents_submitted','under_review','approved','rejected'])[1 + a.id % 5] as status) s
    where a.level = 'lower' and a.status = 'approved'`);
}

async function fillOthers(tx: Db) {
  await tx.execute(sql`
    insert into organisations (name, kind, stir, address, director)
    select 'Tashkilot ' || g, (array['partner','buyer'])[1 + g % 2], (400000000 + g)::text,
      'Toshkent sh., ' || g, 'Direktor ' || g
    from generate_series(1, 2000) g`);
  await tx.execute(sql`
    insert into audit_log (user_id, at, entity, entity_id, action, after)
    select (select min(id) from users), timestamptz '2026-11-01 12:00+05' - (200000 - g) * interval '5 minutes',
      (array['client','contract','unit','payment'])[1 + g % 4], (g % 25000)::text, 'update',
      jsonb_build_object('n', g)
    from generate_series(1, 200000) g`);
}

/**
 * Fills an empty, migrated database. Triggers (change counters, foreign keys) are off for the
 * fill's transaction (session_replication_role): the rows are consistent by construction, and
 * counters advanced a million times would only bloat their table.
 */
export async function fillBenchDatabase(
  db: Db,
  scale: Scale,
  log: (line: string) => void = console.log,
): Promise<void> {
  const started = Date.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await fillStaff(tx);
    await fillProperty(tx, scale);
    await fillClients(tx, scale.clients);
    await fillContracts(tx, scale.contracts);
    await fillBankApplications(tx);
    await fillOthers(tx);
    // What the triggers (off above) keep in a live database, set for the whole fill at once.
    await tx.execute(sql`select refresh_contract_next_due(array(select id from contracts))`);
    await tx.execute(sql`select refresh_contract_paid(array(select id from contracts))`);
    await tx.execute(sql`update clients set search_words = to_tsvector('simple', search_text),
      search_pairs = client_search_pairs(to_tsvector('simple', search_text)),
      has_deals = id in (select client_id from contracts union select client_id from bookings),
      staff_ids = coalesce((select array_agg(distinct u) from (
        select clients.intake_user_id as u union all select clients.manager_id
        union all select t.user_id from client_calls t where t.client_id = clients.id
        union all select t.user_id from client_visits t where t.client_id = clients.id
        union all select t.manager_id from contracts t where t.client_id = clients.id) ties
        where u is not null), '{}')`);
  });
  // What autovacuum gives a live database: statistics, and visibility for index-only scans.
  await db.execute(sql`vacuum analyze`);
  const counts = (
    (await db.execute(
      sql`select (select count(*) from units) as units, (select count(*) from contracts) as contracts, (select count(*) from clients) as clients`,
    )) as unknown as { rows: { units: number; contracts: number; clients: number }[] }
  ).rows[0];
  log(
    `filled: ${counts?.units} units, ${counts?.contracts} contracts, ${counts?.clients} clients in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
