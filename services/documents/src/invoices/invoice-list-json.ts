/**
 * The reports list (`GET company/{id}/invoice`) as the exact JSON text the API answers, built
 * by the database in ONE query that also checks the caller owns the company and reads its
 * address and logo. Before, a call made three queries after auth (ownership, company context,
 * rows), decoded 50 wide rows, mapped them (`toInvoiceSummary`) and ran the response schema's
 * encode + JSON.stringify on them: at 200 connections on PostgreSQL the process spent most of
 * its time there (profile in services/host/bench/README.md). The text is sent as is.
 *
 * It must say exactly what `toInvoiceSummary` says: invoice-list-json.test.ts compares both
 * on drafts, issued, paid, overdue and void invoices, with and without a logo.
 */
import { CURRENCIES } from '@fina/finance';
import type { Db } from '@fina/db';
import { and, companies, companyLogos, eq, invoices, sql } from '@fina/db';
import { logoPath } from './invoice-view';
import { PageMemory } from './page-memory';

/** Pages of JSON this process keeps (about 500 pages of 50 invoices). */
const PAGE_MEMORY_BYTES = 32 * 1024 * 1024;

const i = invoices;

/** A timestamp as `Date#toISOString` writes it (UTC, milliseconds). */
const iso = (column: (typeof i)['createdAt' | 'issuedAt' | 'voidedAt' | 'sentAt']) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// The company's logo path, as logoPath() writes it, around the company id.
const ID_MARK = '00000000-0000-4000-8000-000000000000';
const [logoBefore, logoAfter] = logoPath(ID_MARK).split(ID_MARK) as [string, string];
const logo = sql`case when ${companyLogos.companyId} is null then null
  else ${logoBefore} || ${companies.id}::text || ${logoAfter} end`;

const today = sql.placeholder('today');

// The keys in the order of the contract's invoiceSummary; numeric as text (exact money).
// `items` as stored: formColumns (invoice-store.ts), its one writer, stores exactly the four
// fields the summary lists (the test fails if a row carries more).
const summary = sql`json_build_object(
  'invoice_id', ${i.id},
  'invoice_number', ${i.invoiceNumber},
  'company_id', ${i.companyId},
  'company_name', ${i.companyName},
  'company_address', ${companies.companyAddress},
  'state', ${i.state},
  'client_id', ${i.clientId},
  'client_name', ${i.clientName},
  'client_email', ${i.clientEmail},
  'client_address', ${i.clientAddress},
  'ship_to', ${i.shipTo},
  'date', ${i.date},
  'due_date', ${i.dueDate},
  'payment_terms', ${i.paymentTerms},
  'po_number', ${i.poNumber},
  'items', ${i.items},
  'notes', ${i.notes},
  'terms', ${i.terms},
  'currency', case when ${i.currency} in (${sql.join(
    CURRENCIES.map((code) => sql`${code}`),
    sql`, `,
  )}) then ${i.currency} else 'USD' end,
  'sub_total', ${i.subTotal}::text,
  'discount_in_percent', ${i.discountInPercent}::text,
  'discount', ${i.discount}::text,
  'tax_in_percent', ${i.taxInPercent}::text,
  'tax', ${i.tax}::text,
  'shipping_cost', ${i.shippingCost}::text,
  'total', ${i.total}::text,
  'amount_paid', ${i.amountPaid}::text,
  'balance_due', ${i.balanceDue}::text,
  'status', case when ${i.balanceDue} = 0 then 'paid'
    when ${i.dueDate} < ${today}::date then 'overdue' else 'due' end,
  'logo', ${logo},
  'issued_at', ${iso(i.issuedAt)},
  'voided_at', ${iso(i.voidedAt)},
  'void_reason', ${i.voidReason},
  'sent_at', ${iso(i.sentAt)},
  'sent_to', ${i.sentTo},
  'created_at', ${iso(i.createdAt)}
)`;

const order = sql`${i.createdAt} desc, ${i.invoiceNumber} desc`;
const limit = sql.placeholder('limit');
const offset = sql.placeholder('offset');

/** The page as one JSON array, in the list's order. */
const page = sql<string>`(
  select coalesce(json_agg(page.j order by page.n), '[]'::json)::text
  from (
    select ${summary} as j, row_number() over (order by ${order}) as n
    from ${i}
    where ${i.companyId} = ${companies.id}
    order by ${order}
    limit ${limit} offset ${offset}
  ) page
)`;

/**
 * What the page's text depends on, without building it: the company row's version (its
 * address), whether it has a logo, and each listed invoice's id and row version in order.
 * PostgreSQL gives every updated row a new `xmin`, whichever code wrote it, so any insert,
 * update or delete of a listed invoice or of the company changes this; `today` is in the key.
 */
const fingerprint = sql<string>`md5(concat_ws('|',
  ${companies}.xmin::text,
  ${companyLogos.companyId}::text,
  (select string_agg(v.id::text || '@' || v.version, ',' order by v.n)
   from (
     select ${i.id} as id, ${i}.xmin::text as version, row_number() over (order by ${order}) as n
     from ${i}
     where ${i.companyId} = ${companies.id}
     order by ${order}
     limit ${limit} offset ${offset}
   ) v)
))`;

function prepareListQuery(db: Db) {
  // A named prepared statement: on PostgreSQL, planning this query cost as much as running it.
  // The page is built only when its fingerprint differs from the one this process holds.
  return db
    .select({
      fingerprint,
      body: sql<
        string | null
      >`case when ${fingerprint} = ${sql.placeholder('known')} then null else ${page} end`,
    })
    .from(companies)
    .leftJoin(companyLogos, eq(companyLogos.companyId, companies.id))
    .where(
      and(
        eq(companies.id, sql.placeholder('companyId')),
        eq(companies.ownerId, sql.placeholder('ownerId')),
      ),
    )
    .prepare('invoice_list_json');
}

interface ListHandle {
  query: ReturnType<typeof prepareListQuery>;
  pages: PageMemory;
  /** First builds under way, by page key. */
  firstBuilds: Map<string, Promise<unknown>>;
}
const handles = new WeakMap<Db, ListHandle>();

function handleFor(db: Db): ListHandle {
  let handle = handles.get(db);
  if (!handle) {
    handle = {
      query: prepareListQuery(db),
      pages: new PageMemory(PAGE_MEMORY_BYTES),
      firstBuilds: new Map(),
    };
    handles.set(db, handle);
  }
  return handle;
}

/**
 * The page of the company's invoices, newest first, as JSON bytes; undefined when the company
 * does not exist or is not the owner's (the caller answers 404 for both). `todayUtc` is the
 * server's UTC date (`todayUtc()`), as toInvoiceSummary's status uses. Ownership and the
 * fingerprint are checked in the database on every call: a remembered page is sent only when
 * nothing it shows has changed, whichever process changed it.
 */
export async function companyInvoiceListJson(
  db: Db,
  ownerId: string,
  companyId: string,
  pageQuery: { limit: number; offset: number },
  todayUtc: string,
): Promise<Buffer | undefined> {
  const { query, pages, firstBuilds } = handleFor(db);
  const key = `${companyId}|${pageQuery.limit}|${pageQuery.offset}|${todayUtc}`;
  const run = (known: string) =>
    query.execute({
      companyId,
      ownerId,
      limit: pageQuery.limit,
      offset: pageQuery.offset,
      today: todayUtc,
      known,
    });
  // A page nobody built yet, asked by many calls at once (a cold start under load): one call
  // builds it, the others wait for it and then only check its fingerprint.
  const building = firstBuilds.get(key);
  if (building) await building.catch(() => undefined);
  const known = pages.get(key);
  const pending = run(known?.fingerprint ?? '');
  if (!known && !firstBuilds.has(key)) {
    firstBuilds.set(key, pending);
    pending.finally(() => firstBuilds.delete(key)).catch(() => undefined);
  }
  const [row] = await pending;
  if (!row) return undefined;
  if (row.body === null && known) return known.body;
  if (row.body === null) throw new Error('invoice list: the page was not built');
  const body = Buffer.from(row.body);
  pages.set(key, { fingerprint: row.fingerprint, body });
  return body;
}
