import { asc, eq } from 'drizzle-orm';
import { openDatabase } from './open';
import type { Database } from './open';
import { selectRowsAsJson } from './json-rows';
import { companies, users } from './schema';
import { createTestDatabase } from './testing';
import type { TestDatabase } from './testing';

let testDb: TestDatabase;
let database: Database;
beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openDatabase(testDb.config);
});
afterAll(async () => {
  await database.close();
  await testDb.dispose();
});

it('answers the same rows as a plain select, in order and paged', async () => {
  const { db } = database;
  const [owner] = await db
    .insert(users)
    .values({ email: 'json.rows@example.com', passwordHash: 'x', firstName: 'Zoë "Q"' })
    .returning();
  await db.insert(companies).values(
    ['Alpha', 'Beta', 'Gamma'].map((companyName) => ({
      ownerId: owner!.id,
      companyName,
      techStartup: companyName !== 'Beta',
    })),
  );
  const where = eq(companies.ownerId, owner!.id);
  const plain = await db.select().from(companies).where(where).orderBy(asc(companies.companyName));
  const json = await selectRowsAsJson(db, companies, {
    where,
    orderBy: asc(companies.companyName),
    limit: 10,
    offset: 0,
  });
  expect(json).toEqual(plain);
  expect(json[0]!.createdAt).toBeInstanceOf(Date);
  const page = await selectRowsAsJson(db, companies, {
    where,
    orderBy: asc(companies.companyName),
    limit: 1,
    offset: 1,
  });
  expect(page.map((c) => c.companyName)).toEqual(['Beta']);
  const [user] = await selectRowsAsJson(db, users, {
    where: eq(users.id, owner!.id),
    orderBy: asc(users.id),
    limit: 1,
    offset: 0,
  });
  expect(user!.firstName).toBe('Zoë "Q"');
  expect(
    await selectRowsAsJson(db, users, {
      where: eq(users.email, 'nobody@x'),
      orderBy: asc(users.id),
      limit: 5,
      offset: 0,
    }),
  ).toEqual([]);
});
