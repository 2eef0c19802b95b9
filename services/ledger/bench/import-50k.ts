/**
 * `npx tsx services/ledger/bench/import-50k.ts`: imports a 50,000-line bank CSV through the real
 * route (multipart, parse, fingerprints, one database transaction on a fresh PGlite copy) and
 * prints the time and the process's peak RSS; then imports it again (all duplicates). Goal: under
 * 5 s with bounded memory. LINES changes the size.
 */
import { buildTestApp, createCompanyOwner } from '@fina/service-kit/testing';
import { readStatement } from '../src/bank-statements/read-statement';
import { ledgerService } from '../src/plugin';
import { upload } from '../src/testing/test-support';

const LINES = Number(process.env.LINES ?? 50_000);

function statement(lines: number): Buffer {
  const rows = ['Date,Description,Money out,Money in,Balance'];
  let balance = 1_000_000n;
  for (let i = 0; i < lines; i += 1) {
    const day = new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 70) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const cents = BigInt(((i * 7919) % 50_000) + 1);
    const out = i % 5 !== 0;
    balance += out ? -cents : cents;
    const amount = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
    const shown = `${balance / 100n}.${String((balance < 0n ? -balance : balance) % 100n).padStart(2, '0')}`;
    rows.push(
      `${day},"CARD PURCHASE ${i % 997} STORE ${i % 13}",${out ? amount : ''},${out ? '' : amount},${shown}`,
    );
  }
  return Buffer.from(rows.join('\n'));
}

const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;

async function main(): Promise<void> {
  const t = await buildTestApp({ plugins: [ledgerService] });
  try {
    const owner = await createCompanyOwner(t.app, 'bench');
    const file = statement(LINES);
    const before = process.resourceUsage().maxRSS;
    console.log(
      `file: ${LINES} lines, ${(file.length / 1024 / 1024).toFixed(1)} MB; RSS before: ${mb(before)}`,
    );
    const parseStarted = performance.now();
    await readStatement(file, { digits: 2 });
    console.log(
      `reading alone (decode, CSV, mapping, dates, amounts): ${((performance.now() - parseStarted) / 1000).toFixed(2)} s`,
    );
    for (const label of ['first import', 'same file again']) {
      const started = performance.now();
      const res = await upload(
        t.app,
        `company/${owner.companyId}/bank_statement`,
        owner.token,
        'big.csv',
        file,
      );
      const seconds = (performance.now() - started) / 1000;
      if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
      const { imported, duplicates, balance_check } = res.json();
      console.log(
        `${label}: ${seconds.toFixed(2)} s; imported ${imported}, duplicates ${duplicates}, balance ${balance_check}; peak RSS ${mb(process.resourceUsage().maxRSS)}`,
      );
    }
  } finally {
    await t.dispose();
  }
}

void main();
