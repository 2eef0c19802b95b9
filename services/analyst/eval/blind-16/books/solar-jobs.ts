/**
 * Solar installer (São Paulo, R$): job costing, one row per project with contract value and
 * cost columns under a two-row header ("Costs" over Materials / Labour / Subcontract), a
 * totals row at the TOP under the header, a notes column.
 */
import ExcelJS from 'exceljs';
import { meanCents, pct } from '../../expect';
import {
  argMax,
  argMin,
  asker,
  cell,
  m,
  pick,
  randInt,
  rngFor,
  sumB,
  toBytes,
  whole,
  writeRows,
  type BlindBook,
} from '../lib';

const NAME = 'solar-jobs';
const CLIENTS = [
  'Padaria Central',
  'Fazenda Boa Vista',
  'Condomínio Jardins',
  'Escola Sol Nascente',
  'Oficina Rápida',
  'Família Souza',
  'Hotel Atlântico',
  'Mercado Bom Preço',
];

export const solarJobs: BlindBook = {
  name: NAME,
  business: 'solar installer job costing, R$',
  async build() {
    const r = rngFor(NAME);
    const jobs = CLIENTS.map((client, i) => {
      const kw = randInt(r, 5, 80);
      const contract = BigInt(kw * randInt(r, 380000, 520000));
      const materials = (contract * BigInt(randInt(r, 45, 60))) / 100n;
      const labour = (contract * BigInt(randInt(r, 12, 25))) / 100n;
      const sub = i % 3 === 0 ? (contract * BigInt(randInt(r, 5, 25))) / 100n : 0n;
      const cost = materials + labour + sub;
      return {
        code: `SP-${2501 + i}`,
        client,
        kw,
        contract,
        materials,
        labour,
        sub,
        cost,
        margin: contract - cost,
        status: pick(r, ['Done', 'Done', 'Commissioning']),
      };
    });
    const T = (f: (j: (typeof jobs)[number]) => bigint): bigint => sumB(jobs.map(f));

    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Jobs 2025');
    let at = writeRows(ws, 1, [['SolarVerde Instalações — job costing 2025 (R$)'], []]);
    at = writeRows(ws, at, [
      ['Job', 'Client', 'kWp', 'Contract', 'Costs', null, null, 'Total cost', 'Margin', 'Status'],
      [null, null, null, null, 'Materials', 'Labour', 'Subcontract', null, null, null],
      [
        'TOTAL',
        null,
        jobs.reduce((n, j) => n + j.kw, 0),
        cell(T((j) => j.contract)),
        cell(T((j) => j.materials)),
        cell(T((j) => j.labour)),
        cell(T((j) => j.sub)),
        cell(T((j) => j.cost)),
        cell(T((j) => j.margin)),
        null,
      ],
    ]);
    ws.mergeCells(4, 5, 4, 7);
    writeRows(
      ws,
      at,
      jobs.map((j) => [
        j.code,
        j.client,
        j.kw,
        cell(j.contract),
        cell(j.materials),
        cell(j.labour),
        j.sub ? cell(j.sub) : null,
        cell(j.cost),
        cell(j.margin),
        j.status,
      ]),
    );
    for (const col of [4, 5, 6, 7, 8, 9]) ws.getColumn(col).numFmt = '"R$" #,##0.00';

    const { qs, ask, refuse } = asker(NAME);
    const best = jobs[argMax(jobs.map((j) => j.margin))]!;
    const worst = jobs[argMin(jobs.map((j) => j.margin))]!;
    const hotel = jobs[6]!;
    ask(
      'total contract value this year',
      { value: m(T((j) => j.contract)) },
      'sum of Contract over jobs (TOTAL row not added)',
    );
    ask('which job made the most money', { at: [best.client, best.code] }, 'largest Margin');
    ask(
      'which project had the thinnest margin',
      { at: [worst.client, worst.code] },
      'smallest Margin (R$)',
    );
    ask(
      'margin on the hotel atlantico job',
      { value: m(hotel.margin) },
      'Margin of Hotel Atlântico (accent dropped in the question)',
    );
    ask(
      'margin % on Padaria Central',
      { value: pct(jobs[0]!.margin, jobs[0]!.contract) },
      'Margin / Contract *100',
    );
    ask(
      'overall margin percentage',
      {
        value: pct(
          T((j) => j.margin),
          T((j) => j.contract),
        ),
      },
      'total Margin / total Contract *100',
    );
    ask(
      'how much did we spend on materials',
      { value: m(T((j) => j.materials)) },
      'sum of Materials',
    );
    ask(
      'total subcontractor costs',
      { value: m(T((j) => j.sub)) },
      'sum of Subcontract (blank = 0)',
    );
    ask(
      'average job size',
      {
        value: meanCents(
          T((j) => j.contract),
          jobs.length,
        ),
      },
      'mean Contract',
    );
    ask(
      'biggest install in kWp',
      { value: whole(jobs[argMax(jobs.map((j) => j.kw))]!.kw) },
      'max kWp',
    );
    ask('labour cost on SP-2503', { value: m(jobs[2]!.labour) }, 'one cell');
    ask(
      'how many jobs are done',
      { value: whole(jobs.filter((j) => j.status === 'Done').length) },
      'rows with Status = Done',
    );
    ask('total costs across all jobs', { value: m(T((j) => j.cost)) }, 'sum of Total cost');
    refuse('when will the Fazenda Boa Vista job pay back', 'no savings or tariff data');
    refuse('how much did we quote last year', 'only 2025 jobs');

    return {
      bytes: await toBytes(wb),
      questions: qs,
      checks: [
        [
          'contract = materials + labour + sub + margin',
          T((j) => j.contract),
          T((j) => j.materials) + T((j) => j.labour) + T((j) => j.sub) + T((j) => j.margin),
        ],
      ],
    };
  },
};
