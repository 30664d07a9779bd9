// Fills a benchmark database at scale with set-based SQL (generate_series): a million clients in
// about a minute, where inserts through the services would take an hour. The shapes follow what
// the services write (numbering, folded search text, schedules, payments), and the mix gives every
// list something to filter: statuses, steps, staff of each desk with their own clients, calls and
// visits for the record scopes, bookings, refused and overdue contracts, audit rows.
import { foldSearch } from "@makon/shared";
import { sql } from "drizzle-orm";
import type { Db } from "../src/db/types";
import { DEMO_CASE_STORIES } from "../src/seed/demo-collections";
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
  // Names hold only Latin letters and ʻ here: folding is lower case without apostrophes and the
  // y after a vowel (fold_iotated, migration 0049), done in SQL; checked against foldSearch below.
  await tx.execute(sql`
    insert into clients (full_name, phone, source, passport, search_text, step, intake_user_id,
      manager_id, created_at, updated_at)
    select n.full_name, n.phone, (array['reception','call_center','website','social','referral','other'])[1 + g % 6],
      case when g % 3 = 0 then chr(65 + (g / 3) % 26) || chr(65 + g % 26) || lpad((g % 10000000)::text, 7, '0') end,
      fold_iotated(lower(replace(n.full_name, 'ʻ', ''))) || ' ' || n.phone,
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

/** The collections desk and the handover desk, made here so cases and acts have people. */
export const DESKS = { collectors: 4, handover: 2 } as const;

async function fillDeskStaff(tx: Db) {
  const desks: [string, number, string[], string[], number][] = [
    ["Undiruv", DESKS.collectors, ["undiruv", "undiruv-detail", "undiruv-actions"], ["debt_work"], 300],
    [
      "Undiruv boshligʻi",
      1,
      ["undiruv", "undiruv-detail", "undiruv-actions"],
      ["debt_work", "debt_escalate", "debt_penalty_waive"],
      320,
    ],
    ["Topshiruv", DESKS.handover, ["topshiruv"], ["handover_create"], 340],
  ];
  for (const [role, count, pages, rights, offset] of desks)
    await tx.execute(sql`
      insert into users (name, phone, password_hash, role, pages_dostup, dostup, client_scope, contract_scope)
      select ${role} || ' xodimi ' || g, '97' || lpad((${offset} + g)::text, 7, '0'), 'x', ${role},
        ${text(pages)}, ${text(rights)}, 'all', 'all'
      from generate_series(1, ${count}) g`);
}

/**
 * Handover at the bench's scale, in the demo's spirit (seed/demo-handover.ts): the small buildings
 * of the first fifth of the objects are finished. Three in four of their concluded deals are paid
 * up (the rest of the schedule settled by transfer); two in three of those have their keys — an
 * act (numbered per year, cadastre in every state) agreed at an appointment, two defects on two
 * acts in three (the first fixed within the week, the second too once the act is two months old,
 * bar one in seven), the contract, unit and client handed over — and the rest wait, half of them
 * with an appointment (some today, some after a no-show). One unpaid deal in ten has a boss's
 * permit, half of those handed over. Before the next-due and paid refreshes: it pays schedules.
 */
async function fillHandover(tx: Db, scale: Scale) {
  const finished = Math.max(1, Math.round(scale.objects / 5));
  await tx.execute(sql`
    update buildings set build_status = 'completed',
      completion_date = date '2025-06-01' + ((id * 37) % 420)::int
    where object_id in (select id from objects order by id limit ${finished}) and name <> 'Katta blok'`);
  await tx.execute(sql`
    update buildings set build_status = 'finishing'
    where object_id in (select id from objects order by id offset ${finished} limit ${finished})
      and name <> 'Katta blok'`);
  await tx.execute(sql`
    create temp table bench_handover on commit drop as
    select x.*,
      case when x.k % 4 = 0 then case when x.k % 40 = 0 then 'permit_handed' when x.k % 40 = 20 then 'permit_ready' else 'unpaid' end
        when x.k % 3 = 0 then 'ready' else 'handed' end as fate,
      least(current_date - 1, greatest(x.date + 30, x.completion_date + (x.k % 150)::int)) as act_date
    from (
      select c.id, c.client_id, c.unit_id, c.date, c.manager_id, b.completion_date,
        row_number() over (order by c.id)::int as k
      from contracts c
      join units u on u.id = c.unit_id
      join buildings b on b.id = u.building_id
      where c.status = 'concluded' and b.build_status = 'completed'
    ) x`);
  const desk = staffIds("Topshiruv");
  const boss = sql`(${staffIds("Undiruv boshligʻi")})[1]`;
  const paid = sql`h.fate in ('handed', 'ready')`;
  await tx.execute(sql`
    insert into payments (contract_id, kind, paid_at, amount, method, user_id)
    select s.contract_id, 'payment', least(s.due_date, h.act_date - 3), s.amount - s.paid, 'bank_transfer', h.manager_id
    from schedule_items s join bench_handover h on h.id = s.contract_id
    where ${paid} and s.paid < s.amount`);
  await tx.execute(sql`
    update schedule_items s set paid = s.amount from bench_handover h
    where h.id = s.contract_id and ${paid} and s.paid < s.amount`);
  await tx.execute(sql`
    insert into handover_permits (contract_id, reason, user_id, created_at)
    select h.id, 'Mijoz qolgan summani jadval boʻyicha toʻlamoqda', ${boss}, h.act_date - 5
    from bench_handover h where h.fate like 'permit%'`);
  // The acts, numbered per year of the act date in the order they were made.
  await tx.execute(sql`
    insert into handovers (contract_id, act_number, year, seq, act_date, keys_count, electricity_reading,
      gas_reading, water_reading, cadastre_applied_at, cadastre_number, cadastre_registered_at,
      warranty_until, user_id, created_at, updated_at)
    select h.id, 'D-' || n.year || '-' || lpad(n.seq::text, 4, '0'), n.year, n.seq, h.act_date, 2 + h.k % 2,
      1000 + h.k % 900, 200 + h.k % 300, 50 + h.k % 80,
      case when h.k % 5 < 4 and h.act_date < current_date - 10 then h.act_date + 5 end,
      case when h.k % 5 < 3 and h.act_date < current_date - 25 then '10:05:03:01:' || (1000 + h.id) end,
      case when h.k % 5 < 3 and h.act_date < current_date - 25 then h.act_date + 20 end,
      (coalesce(h.completion_date, h.act_date) + interval '2 years')::date, (${desk})[1 + h.k % ${DESKS.handover}],
      h.act_date + interval '11 hours', h.act_date + interval '11 hours'
    from bench_handover h
    cross join lateral (select extract(year from h.act_date)::int as year) y
    join (select id, row_number() over (partition by extract(year from act_date) order by act_date, id)::int as seq,
            extract(year from act_date)::int as year
          from bench_handover where fate in ('handed', 'permit_handed')) n on n.id = h.id`);
  await tx.execute(sql`
    insert into handover_counters (year, last) select year, max(seq) from handovers group by year
    on conflict (year) do update set last = excluded.last`);
  const items = sql`array['Balkon eshigi yopilmayapti','Oshxona devorida yoriq','Hammom plitkasi koʻchgan',
    'Deraza romi zichlanmagan','Elektr rozetkasi ishlamayapti','Kirish eshigi qulfi qiyin ochiladi']`;
  const rooms = sql`array['Mehmonxona','Oshxona','Hammom','Yotoqxona','Yotoqxona','Dahliz']`;
  await tx.execute(sql`
    insert into handover_defects (handover_id, item, room, deadline, fixed_at, fixed_on, fixed_by_id,
      buyer_accepted, created_by_id, created_at)
    select a.id, (${items})[1 + (a.id * 2 + d) % 6], (${rooms})[1 + (a.id * 2 + d) % 6], a.act_date + 14,
      case when f.fixed then (a.act_date + 6 + d * 20) + interval '15 hours' end,
      case when f.fixed then a.act_date + 6 + d * 20 end,
      case when f.fixed then a.user_id end, f.fixed, a.user_id, a.created_at
    from handovers a cross join generate_series(0, 1) d
    cross join lateral (select (d = 0 and a.act_date + 6 < current_date)
      or (d = 1 and a.act_date + 60 < current_date and a.id % 7 <> 0) as fixed) f
    where a.id % 3 <> 1`);
  // Each act's appointment, kept on the day; waiting deals: half with a time, some today, a tenth
  // after a no-show three days ago.
  const at = (day: SQL, hour: SQL) =>
    sql`((${day})::timestamp + make_interval(hours => ${hour})) at time zone 'Asia/Tashkent'`;
  await tx.execute(sql`
    insert into handover_appointments (contract_id, scheduled_at, status, user_id, closed_by_id, closed_at, created_at, updated_at)
    select h.id, ${at(sql`h.act_date`, sql`11`)}, 'done', d.ids[1 + h.k % ${DESKS.handover}], d.ids[1 + h.k % ${DESKS.handover}],
      ${at(sql`h.act_date`, sql`12`)}, ${at(sql`h.act_date - 2`, sql`10`)}, ${at(sql`h.act_date`, sql`12`)}
    from bench_handover h cross join (select ${desk} as ids) d where h.fate in ('handed', 'permit_handed')
    union all
    select h.id, ${at(sql`current_date - 3`, sql`14`)}, 'no_show', d.ids[1 + h.k % ${DESKS.handover}], d.ids[1 + h.k % ${DESKS.handover}],
      ${at(sql`current_date - 3`, sql`16`)}, ${at(sql`current_date - 6`, sql`10`)}, ${at(sql`current_date - 3`, sql`16`)}
    from bench_handover h cross join (select ${desk} as ids) d where h.fate in ('ready', 'permit_ready') and h.k % 10 = 4`);
  await tx.execute(sql`
    insert into handover_appointments (contract_id, scheduled_at, status, user_id, created_at, updated_at)
    select h.id, ${at(sql`current_date + (h.k % 10)::int`, sql`(9 + h.k % 8)::int`)}, 'scheduled',
      d.ids[1 + h.k % ${DESKS.handover}], now() - interval '2 days', now() - interval '2 days'
    from bench_handover h cross join (select ${desk} as ids) d
    where h.fate in ('ready', 'permit_ready') and h.k % 2 = 0`);
  await tx.execute(sql`
    insert into sms_messages (client_id, contract_id, appointment_id, kind, phone, text, status, attempts,
      driver, sent_at, created_at, updated_at)
    select c.client_id, a.contract_id, a.id, 'handover_appointment', cl.phone,
      'Kalit topshirish: ' || to_char(a.scheduled_at at time zone 'Asia/Tashkent', 'DD.MM.YYYY HH24:MI'),
      'sent', 1, 'log', a.created_at, a.created_at, a.created_at
    from handover_appointments a join contracts c on c.id = a.contract_id join clients cl on cl.id = c.client_id
    where a.status = 'scheduled' and a.id % 3 <> 0`);
  await tx.execute(sql`
    update contracts set status = 'handed_over' from bench_handover h
    where h.id = contracts.id and h.fate in ('handed', 'permit_handed')`);
  await tx.execute(sql`
    update units set status = 'handed_over' from bench_handover h
    where h.unit_id = units.id and h.fate in ('handed', 'permit_handed')`);
  await tx.execute(sql`
    update clients set step = 'handed_over' from bench_handover h
    where h.client_id = clients.id and h.fate in ('handed', 'permit_handed')`);
}

/**
 * Installment buyers who keep paying, one deal in three: every row due more than 0–149 days ago
 * (by the contract) is paid, so their debts — when a row falls in that gap — spread over every
 * ageing band, where the other debtors (older rows unpaid since the fill's mid-2025) are all past
 * 90 days. Before the next-due and paid refreshes.
 */
async function fillRecentPayers(tx: Db) {
  const recent = sql`c.payment_type = 'installment' and c.status <> 'refused' and c.id % 3 = 2
    and s.paid < s.amount and s.due_date < current_date - (c.id % 150)`;
  await tx.execute(sql`
    insert into payments (contract_id, kind, paid_at, amount, method, user_id)
    select c.id, 'payment', s.due_date, s.amount - s.paid, 'card', c.manager_id
    from contracts c join schedule_items s on s.contract_id = c.id where ${recent}`);
  await tx.execute(sql`
    update schedule_items s set paid = s.amount from contracts c where c.id = s.contract_id and ${recent}`);
}

/**
 * Collections at the bench's scale, in the demo's proportions: the seller charges 0.1 % a day up to
 * half the row; nine debtors in ten have an open case with one of four collectors, at every status
 * of the demo's stories, with their actions (opened, calls, an SMS, promises, letters, escalation,
 * legal steps); an open promise where the story is "promised", a broken one from a fortnight
 * before where it went further; a waiver on one legal case in five; and the cases of the past,
 * collected with a promise kept, on half the installment deals now paid up to date. After the next-due and
 * paid refreshes: who is a debtor is read off next_due_date.
 */
async function fillCollections(tx: Db) {
  await tx.execute(
    sql`update organisations set penalty_rate = 0.1, penalty_cap = 50 where stir = '300000001'`,
  );
  await tx.execute(sql`
    create temp table bench_debtors on commit drop as
    select x.*, (${text(DEMO_CASE_STORIES)})[1 + x.k % ${DEMO_CASE_STORIES.length}] as story from (
      select c.id, c.paid, row_number() over (order by c.id)::int - 1 as k,
        (select sum(s.amount - s.paid) from schedule_items s where s.contract_id = c.id
          and s.version = c.schedule_version and s.paid < s.amount and s.due_date < current_date)::bigint as owed
      from contracts c
      where c.next_due_date < current_date and c.status in ('in_process', 'concluded', 'handed_over')
    ) x`);
  const collectors = staffIds("Undiruv");
  const boss = sql`(${staffIds("Undiruv boshligʻi")})[1]`;
  const last: Record<string, string> = {
    new: "opened",
    in_progress: "call",
    promised: "call",
    promise_broken: "promise_broken",
    with_director: "escalation",
    legal: "notary",
    enforcement: "enforcement",
  };
  const lastType = sql.raw(
    `case d.story ${Object.entries(last)
      .map(([story, type]) => `when '${story}' then '${type}'`)
      .join(" ")} end`,
  );
  await tx.execute(sql`
    insert into debt_cases (contract_id, status, assignee_id, opened_by_id, auto_opened, status_changed_at,
      last_action_type, last_action_at, next_action_at, created_at, updated_at)
    select d.id, d.story, c.ids[1 + d.k % ${DESKS.collectors}], c.ids[1 + d.k % ${DESKS.collectors}], d.k % 3 = 0,
      t.last_at, ${lastType}, t.last_at,
      case when d.story in ('in_progress', 'promised') then now() + ((1 + d.k % 5) || ' days')::interval end,
      t.opened_at, t.last_at
    from bench_debtors d cross join (select ${collectors} as ids) c
    cross join lateral (select now() - ((20 + d.k % 60) || ' days')::interval as opened_at) o
    cross join lateral (select o.opened_at,
      case when d.story = 'new' then o.opened_at else now() - ((d.k % 10) || ' days 3 hours')::interval end as last_at) t
    where d.story <> 'none'`);
  // The stories' steps: [status reached, order, type, result]; a case has every step of its story.
  const steps: [string[], number, string, string | null][] = [
    [
      ["new", "in_progress", "promised", "promise_broken", "with_director", "legal", "enforcement"],
      0,
      "opened",
      null,
    ],
    [
      ["in_progress", "promised", "promise_broken", "with_director", "legal", "enforcement"],
      1,
      "call",
      "no_answer",
    ],
    [["in_progress", "promised", "promise_broken", "with_director", "legal", "enforcement"], 2, "sms", null],
    [["in_progress"], 3, "call", "answered"],
    [["promised"], 3, "call", "promised"],
    [["promise_broken", "with_director", "legal", "enforcement"], 3, "promise", null],
    [["promise_broken", "with_director", "legal", "enforcement"], 4, "promise_broken", null],
    [["with_director", "legal", "enforcement"], 5, "warning_letter", null],
    [["with_director", "legal", "enforcement"], 6, "escalation", null],
    [["legal", "enforcement"], 7, "demand_letter", null],
    [["legal", "enforcement"], 8, "notary", null],
    [["enforcement"], 9, "court", null],
    [["enforcement"], 10, "enforcement", null],
  ];
  const stepRows = sql.raw(
    steps
      .flatMap(([statuses, n, type, result]) =>
        statuses.map((s) => `('${s}', ${n}, '${type}', ${result === null ? "null" : `'${result}'`})`),
      )
      .join(", "),
  );
  // Spread between the opening and the last action (the last step at its moment); a broken
  // promise was given on the third day for the eighth, and marked broken the day after.
  await tx.execute(sql`
    insert into debt_actions (case_id, type, result, promised_date, promised_amount, user_id, created_at)
    select dc.id, s.type, s.result,
      case when s.type = 'promise' or s.result = 'promised' then p.promised_date end,
      case when s.type = 'promise' or s.result = 'promised' then greatest(d.owed, 1) end,
      case when s.type = 'promise_broken' then null
        when s.type in ('notary', 'court', 'enforcement') then ${boss} else dc.assignee_id end,
      case s.type when 'promise' then dc.created_at + interval '3 days'
        when 'promise_broken' then dc.created_at + interval '9 days'
        else dc.created_at + (dc.last_action_at - dc.created_at) * s.n / greatest(m.n, 1) end
    from debt_cases dc
    join bench_debtors d on d.id = dc.contract_id
    join (values ${stepRows}) s(status, n, type, result) on s.status = dc.status
    cross join lateral (select max(x.n) as n from (values ${stepRows}) x(status, n, type, result)
      where x.status = dc.status) m
    cross join lateral (select case when dc.status = 'promised' then current_date + (1 + d.k % 10)::int
      else (dc.created_at + interval '8 days')::date end as promised_date) p`);
  await tx.execute(sql`
    insert into debt_promises (case_id, action_id, contract_id, promised_date, promised_amount, paid_before,
      status, resolved_at, created_at)
    select a.case_id, a.id, d.id, a.promised_date, a.promised_amount, d.paid,
      case when dc.status = 'promised' then 'open' else 'broken' end,
      case when dc.status <> 'promised' then (a.promised_date + 1)::timestamp at time zone 'Asia/Tashkent' end,
      a.created_at
    from debt_actions a join debt_cases dc on dc.id = a.case_id join bench_debtors d on d.id = dc.contract_id
    where a.promised_date is not null`);
  await tx.execute(sql`
    insert into penalty_waivers (contract_id, case_id, amount, reason, user_id, created_at)
    select dc.contract_id, dc.id, 50000 + (dc.id % 20) * 10000, 'Sudgacha kelishuv: asosiy qarzni toʻlashga rozi',
      ${boss}, dc.last_action_at
    from debt_cases dc where dc.status = 'legal' and dc.id % 5 = 0`);
  // The past: cases collected on half the installment deals now paid up to date, each with its
  // promise kept.
  await tx.execute(sql`
    with c as (
      select c.id, c.paid, row_number() over (order by c.id) as k from contracts c
      where c.payment_type = 'installment' and c.status in ('in_process', 'concluded', 'handed_over')
        and not exists (select 1 from bench_debtors d where d.id = c.id)
    ), made as (
      insert into debt_cases (contract_id, status, assignee_id, opened_by_id, status_changed_at,
        last_action_type, last_action_at, closed_at, created_at, updated_at)
      select c.id, 'collected', (${collectors})[1 + c.k % ${DESKS.collectors}], (${collectors})[1 + c.k % ${DESKS.collectors}],
        timestamptz '2025-05-20 12:00+05', 'collected', timestamptz '2025-05-20 12:00+05',
        timestamptz '2025-05-20 12:00+05', timestamptz '2025-04-10 10:00+05', timestamptz '2025-05-20 12:00+05'
      from c where c.k % 2 = 0
      returning id, contract_id, assignee_id
    ), acts as (
      insert into debt_actions (case_id, type, promised_date, promised_amount, user_id, created_at)
      select m.id, 'promise', date '2025-05-15', 1000000, m.assignee_id, timestamptz '2025-04-20 11:00+05' from made m
      returning id, case_id
    )
    insert into debt_promises (case_id, action_id, contract_id, promised_date, promised_amount, paid_before,
      status, resolved_at, created_at)
    select a.case_id, a.id, m.contract_id, date '2025-05-15', 1000000, 0, 'kept',
      timestamptz '2025-05-14 16:00+05', timestamptz '2025-04-20 11:00+05'
    from acts a join made m on m.id = a.case_id`);
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
    await fillDeskStaff(tx);
    await fillRecentPayers(tx);
    await fillHandover(tx, scale);
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
    await tx.execute(sql`insert into client_name_pairs (pair, created_at, client_id, words, staff_ids)
      select k, c.created_at, c.id, client_name_words(c.search_words), c.staff_ids
      from clients c, unnest(client_name_pair_keys(c.search_words)) k where c.deleted_at is null`);
    await tx.execute(sql`insert into client_phone_digits (digits, created_at, client_id, staff_ids)
      select k, c.created_at, c.id, c.staff_ids
      from clients c, unnest(client_phone_digit_keys(c.search_text)) k where c.deleted_at is null`);
    await fillCollections(tx);
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
