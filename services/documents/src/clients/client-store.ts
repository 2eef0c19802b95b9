/** A company's saved clients: read, create, change and delete, one company at a time. */
import type { ClientRecord } from '@fina/contract';
import { CLIENT_MESSAGES } from '@fina/contract';
import type { Db, InferSelectModel } from '@fina/db';
import { and, asc, clients, eq, sql } from '@fina/db';
import { HttpError, notFound } from '@fina/service-kit';

type ClientRow = InferSelectModel<typeof clients>;
type ClientFields = { name: string; email: string; address: string };

export function toClientRecord(row: ClientRow): ClientRecord {
  return {
    client_id: row.id,
    company_id: row.companyId,
    name: row.name,
    email: row.email,
    address: row.address,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Postgres' unique violation, whichever driver raised it (PGlite or node-postgres). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } } | null)?.code;
  const causeCode = (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505' || causeCode === '23505';
}

async function nameTakenInstead<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new HttpError(409, CLIENT_MESSAGES.nameTaken, { field: 'name' });
    }
    throw error;
  }
}

export async function listClients(
  db: Db,
  companyId: string,
  page: { limit: number; offset: number },
): Promise<ClientRecord[]> {
  const rows = await db
    .select()
    .from(clients)
    .where(eq(clients.companyId, companyId))
    .orderBy(asc(sql`lower(${clients.name})`), asc(clients.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toClientRecord);
}

export async function createClient(
  db: Db,
  companyId: string,
  input: ClientFields,
): Promise<ClientRecord> {
  const [row] = await nameTakenInstead(() =>
    db
      .insert(clients)
      .values({ companyId, ...input })
      .returning(),
  );
  if (!row) throw new Error('The client was not saved.');
  return toClientRecord(row);
}

export async function updateClient(
  db: Db,
  companyId: string,
  clientId: string,
  input: ClientFields,
): Promise<ClientRecord> {
  const [row] = await nameTakenInstead(() =>
    db
      .update(clients)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(clients.id, clientId), eq(clients.companyId, companyId)))
      .returning(),
  );
  if (!row) throw notFound(CLIENT_MESSAGES.notFound, 'clientId');
  return toClientRecord(row);
}

/** Invoices keep their copied name, email and address; their link is cleared by the FK. */
export async function deleteClient(db: Db, companyId: string, clientId: string): Promise<void> {
  const deleted = await db
    .delete(clients)
    .where(and(eq(clients.id, clientId), eq(clients.companyId, companyId)))
    .returning({ id: clients.id });
  if (deleted.length === 0) throw notFound(CLIENT_MESSAGES.notFound, 'clientId');
}
