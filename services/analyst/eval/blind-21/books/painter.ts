/** Painter-decorator (Cork), job costing in €: one row per job, labour hours x rate, materials, quoted price, margin. */
import ExcelJS from 'exceljs';
import {
  argmax,
  argmin,
  asker,
  cell,
  hundredths as m,
  int,
  pct,
  PCT,
  pick,
  rng,
  SEED,
  sum,
  type BlindBook,
  type BlindQuestion,
} from '../common';

export function painter(): BlindBook {
  const r = rng(SEED + 13);
  const clients = ['Murphy', "O'Sullivan", 'Kelleher', 'Walsh', 'Cork Dental Group', 'Lee Hotel'];
  const kinds = ['Interior', 'Exterior', 'Wallpaper', 'Commercial'];
  interface J {
    no: string;
    client: string;
    kind: string;
    quote: number;
    hours: number;
    rate: number;
    labour: number;
    materials: number;
    sub: number;
    cost: number;
    margin: number;
    status: string;
  }
  const jobs: J[] = Array.from({ length: 16 }, (_, i) => {
    const hours = int(r, 8, 120);
    const rate = pick(r, [38_00, 42_00, 45_00]);
    const labour = hours * rate;
    const materials = int(r, 150_00, 3_800_00);
    const sub = r() < 0.25 ? int(r, 300_00, 2_500_00) : 0;
    const cost = labour + materials + sub;
    const quote = Math.round(cost * (0.9 + r() * 0.5));
    return {
      no: `J-25${String(i + 1).padStart(2, '0')}`,
      client: pick(r, clients),
      kind: pick(r, kinds),
      quote,
      hours,
      rate,
      labour,
      materials,
      sub,
      cost,
      margin: quote - cost,
      status: i < 13 ? 'Done' : 'In progress',
    };
  });
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Jobs');
  ws.addRow([
    'Job',
    'Client',
    'Type',
    'Status',
    'Quoted €',
    'Hours',
    'Rate €/h',
    'Labour €',
    'Materials €',
    'Subcontract €',
    'Total cost €',
    'Margin €',
  ]);
  for (const j of jobs)
    ws.addRow([
      j.no,
      j.client,
      j.kind,
      j.status,
      cell(j.quote),
      j.hours,
      cell(j.rate),
      cell(j.labour),
      cell(j.materials),
      j.sub ? cell(j.sub) : null,
      cell(j.cost),
      cell(j.margin),
    ]);
  ws.addRow([
    'Totals',
    '',
    '',
    '',
    cell(sum(jobs.map((j) => j.quote))),
    Number(sum(jobs.map((j) => j.hours))),
    null,
    cell(sum(jobs.map((j) => j.labour))),
    cell(sum(jobs.map((j) => j.materials))),
    cell(sum(jobs.map((j) => j.sub))),
    cell(sum(jobs.map((j) => j.cost))),
    cell(sum(jobs.map((j) => j.margin))),
  ]);

  const out: BlindQuestion[] = [];
  const q = asker('painter', out);
  const quoted = sum(jobs.map((j) => j.quote));
  const margin = sum(jobs.map((j) => j.margin));
  q('total quoted across all jobs', 'sum of Quoted, 16 jobs', { value: m(quoted) });
  q('how much margin did we make overall', 'sum of Margin', { value: m(margin) });
  q('overall margin %', 'total Margin / total Quoted', { value: pct(margin, quoted), tol: PCT });
  const best = argmax(jobs, (j) => j.margin);
  q('most profitable job', 'job with the largest Margin', { at: best.no });
  const worst = argmin(jobs, (j) => j.margin);
  q('which job lost us the most money', 'job with the smallest Margin', { at: worst.no });
  q('how many hours did we put in', 'sum of Hours', {
    value: String(sum(jobs.map((j) => j.hours))),
  });
  q('what did we spend on materials', 'sum of Materials', {
    value: m(sum(jobs.map((j) => j.materials))),
  });
  q('how many jobs lost money', 'jobs with Margin < 0', {
    value: String(jobs.filter((j) => j.margin < 0).length),
  });
  const lee = jobs.filter((j) => j.client === 'Lee Hotel');
  q('how much have we quoted the lee hotel', 'sum of Quoted for Lee Hotel', {
    value: m(sum(lee.map((j) => j.quote))),
  });
  q('subcontractor costs total', 'sum of Subcontract', { value: m(sum(jobs.map((j) => j.sub))) });
  const ext = jobs.filter((j) => j.kind === 'Exterior');
  q('margin on exterior jobs', 'sum of Margin for Type Exterior', {
    value: m(sum(ext.map((j) => j.margin))),
  });
  q('labour cost on J-2507', 'single cell', { value: m(jobs[6]!.labour) });
  q('whats eating our margin', 'ambiguous: no single defined measure', { refuse: true });
  q('how much have we been paid so far', 'no payments column; status is work done, not paid', {
    refuse: true,
  });
  return {
    name: 'painter',
    business: 'painter-decorator, €, job costing',
    workbook: wb,
    questions: out,
  };
}
