/** Payroll bureau: an accountant-run monthly payroll register for one client, October 2026, GBP. */
import ExcelJS from 'exceljs';
import { divRound, hundredths, meanCents } from '../../expect';
import {
  argMax,
  argMin,
  type BlindBook,
  cell,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
} from '../lib';

const r = rng(2);
const names = [
  'Aldous, Ben',
  'Barker, Chloe',
  'Cheung, Marcus',
  'Doyle, Niamh',
  'Evans, Rhys',
  'Fairweather, Tom',
  'Gill, Harpreet',
  'Hughes, Sian',
  'Iqbal, Zara',
  'Jones, Owain',
  'Kowalski, Piotr',
  'Lloyd, Megan',
];
const depts = [
  'Workshop',
  'Workshop',
  'Office',
  'Workshop',
  'Site',
  'Site',
  'Office',
  'Workshop',
  'Site',
  'Workshop',
  'Site',
  'Office',
];
const emps = names.map((name, i) => {
  const basic = r.int(1650, 3400) * 100 + r.pick([0, 25, 50, 75]);
  const overtime = depts[i] === 'Office' ? 0 : r.pick([0, r.int(40, 520) * 100 + r.int(0, 99)]);
  const gross = basic + overtime;
  const paye = Number(divRound(BigInt(Math.max(0, gross - 104750)) * 20n, 100n));
  const ni = Number(divRound(BigInt(Math.max(0, gross - 104800)) * 8n, 100n));
  const pension = Number(divRound(BigInt(Math.max(0, gross - 52000)) * 5n, 100n));
  const net = gross - paye - ni - pension;
  const erNi = Number(divRound(BigInt(Math.max(0, gross - 41700)) * 15n, 100n));
  return {
    name,
    no: 1001 + i,
    dept: depts[i]!,
    basic,
    overtime,
    gross,
    paye,
    ni,
    pension,
    net,
    erNi,
  };
});
const col = (
  k: 'basic' | 'overtime' | 'gross' | 'paye' | 'ni' | 'pension' | 'net' | 'erNi',
): bigint => total(emps.map((e) => e[k]));
const gross = emps.map((e) => e.gross);
const nets = emps.map((e) => e.net);
const top = argMax(gross);
const low = argMin(nets);
const siteOt = total(emps.filter((e) => e.dept === 'Site').map((e) => e.overtime));
const office = emps.filter((e) => e.dept === 'Office');
const who = emps[4]!;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  putRows(wb.addWorksheet('Payroll Register'), [
    ['Clarke & Co Payroll Bureau'],
    ['Client: Harbour Joinery Ltd — Payroll register'],
    ['Pay period: October 2026 (monthly, paid 30/10/2026)'],
    [],
    [
      'Employee',
      'Emp No',
      'Department',
      'Basic Pay',
      'Overtime',
      'Gross Pay',
      'PAYE Tax',
      'Employee NI',
      'Pension (EE)',
      'Net Pay',
      'Employer NI',
    ],
    ...emps.map((e) => [
      e.name,
      e.no,
      e.dept,
      cell(e.basic),
      e.overtime ? cell(e.overtime) : undefined,
      cell(e.gross),
      cell(e.paye),
      cell(e.ni),
      cell(e.pension),
      cell(e.net),
      cell(e.erNi),
    ]),
    [],
    [
      'TOTALS',
      undefined,
      undefined,
      ...(['basic', 'overtime', 'gross', 'paye', 'ni', 'pension', 'net', 'erNi'] as const).map(
        (k) => cell(col(k)),
      ),
    ],
  ]);
  return toBytes(wb);
}

export const payroll: BlindBook = {
  name: 'payroll',
  business: 'payroll bureau (client joinery payroll)',
  shape: 'payroll register, one row per employee, totals row',
  bytes,
  questions: questionsFor('payroll', [
    [
      'total gross pay this month',
      { value: hundredths(col('gross')), means: 'Gross Pay column total, October 2026' },
    ],
    ['what goes out in net pay', { value: hundredths(col('net')), means: 'Net Pay column total' }],
    [
      'how much PAYE do we owe HMRC for october',
      { value: hundredths(col('paye')), means: 'PAYE Tax column total' },
    ],
    [
      'who had the biggest gross pay this month',
      {
        at: [emps[top]!.name, emps[top]!.name.split(', ')[0]!],
        means: 'employee with the highest Gross Pay',
      },
    ],
    [
      'how much overtime did the site team get',
      { value: hundredths(siteOt), means: 'Overtime, Department = Site' },
    ],
    ['employer NI total', { value: hundredths(col('erNi')), means: 'Employer NI column total' }],
    ['total employee NI', { value: hundredths(col('ni')), means: 'Employee NI column total' }],
    [
      'average net pay',
      {
        value: meanCents(col('net'), emps.length),
        means: 'Net Pay total / 12 employees, to the cent',
      },
    ],
    [
      'how many people work in the office',
      { value: String(office.length), means: 'count of employees with Department = Office' },
    ],
    [
      `what did ${who.name.split(', ')[1]} ${who.name.split(', ')[0]} take home`,
      { value: hundredths(who.net), means: `Net Pay of ${who.name}` },
    ],
    [
      'lowest take-home pay — who',
      {
        at: [emps[low]!.name, emps[low]!.name.split(', ')[0]!],
        means: 'employee with the lowest Net Pay',
      },
    ],
    [
      'how much went into pensions from staff',
      { value: hundredths(col('pension')), means: 'Pension (EE) column total' },
    ],
    [
      'total basic pay for the workshop',
      {
        value: hundredths(total(emps.filter((e) => e.dept === 'Workshop').map((e) => e.basic))),
        means: 'Basic Pay, Department = Workshop',
      },
    ],
    [
      'what was the gross pay in september',
      { refuse: true, means: 'only the October 2026 run is in the sheet' },
    ],
    ['how much holiday has Chloe got left', { refuse: true, means: 'no holiday data' }],
    [
      'should we give Owain a pay rise',
      { refuse: true, means: 'an opinion, not a figure in the sheet' },
    ],
  ]),
  checks: [
    {
      what: 'gross − PAYE − NI − pension = net',
      a: col('gross') - col('paye') - col('ni') - col('pension'),
      b: col('net'),
    },
    { what: 'basic + overtime = gross', a: col('basic') + col('overtime'), b: col('gross') },
    { what: 'top gross unique', a: uniqueMax(gross) ? 1n : 0n, b: 1n },
    { what: 'lowest net unique', a: uniqueMax(nets.map((x) => -x)) ? 1n : 0n, b: 1n },
  ],
};
