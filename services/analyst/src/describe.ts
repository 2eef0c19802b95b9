/** The workbook summary (first message after upload) and the "which sheets/columns" answer. */
import { rangesFor } from './a1';
import type { Answer, AnswerFigure } from './answer-types';
import { decToString } from './decimal';
import type { Fig } from './engine';
import { display, sumOf } from './engine';
import { formatValue } from './format';
import type { Workbook } from './model';
import { comparePeriods, periodLabel } from './periods';
import { defaultTarget as defaultOrAsk } from './resolve';
import type { Target, TableView } from './view';
import { periodsOf, pointsOf, targetStyle, viewsOf } from './view';

/** The table's default measure for a summary; none when several columns are as likely. */
function defaultTarget(view: TableView): Target | undefined {
  const d = defaultOrAsk(view);
  return d && !('ask' in d) ? d : undefined;
}

export function toAnswerFigure(f: Fig): AnswerFigure {
  const out: AnswerFigure = {
    label: f.label,
    value: decToString(f.value),
    display: display(f),
    source: { sheet: f.sheet, range: rangesFor(f.cells).range },
  };
  if (f.at !== undefined) out.at = f.at;
  return out;
}

function periodSpan(view: TableView): string | undefined {
  const ps = periodsOf(view).filter((p) => p.year !== undefined || p.kind !== 'day');
  if (!ps.length) return undefined;
  const sorted = [...ps].sort(comparePeriods);
  const a = periodLabel(sorted[0]!);
  const b = periodLabel(sorted[sorted.length - 1]!);
  return a === b ? a : `${a} to ${b}`;
}

function tableLine(view: TableView): string {
  const t = view.table;
  const span = periodSpan(view);
  const unit = t.unit ? `, in ${t.unit}` : '';
  if (t.layout === 'wide') {
    const items = view.targets.filter((x) => x.kind === 'row').map((x) => x.name);
    const kind = t.nature === 'stock' ? 'balances' : 'figures';
    const cols = t.columns.filter((c) => c.role === 'value').length;
    const tagText = view.tags.length ? ` (${view.tags.join(' / ')})` : '';
    return `${t.range}: ${items.length} line items (${items.slice(0, 8).join(', ')}${items.length > 8 ? ', …' : ''}) with ${kind} in ${cols} columns${tagText}${span ? ` for ${span}` : ''}${unit}`;
  }
  const cols = t.columns
    .filter((c) => c.role !== 'other')
    .map((c) => `${c.label} (${c.type})`)
    .join(', ');
  const rows = view.dataRows.length;
  return `${t.range}: ${rows} rows with columns ${cols}${span ? `, ${span}` : ''}${unit}`;
}

/** A key figure per table: the total of its main measure (or its latest balance). */
function keyFigure(view: TableView): Fig | undefined {
  let target: Target | undefined;
  if (view.table.layout === 'wide') {
    if (view.table.nature === 'stock') {
      target =
        view.targets.find((t) => t.kind === 'row' && /total assets/i.test(t.name)) ??
        view.targets.find((t) => t.kind === 'row' && t.total);
    } else {
      target =
        view.targets.find(
          (t) =>
            t.kind === 'row' &&
            /^(total )?(revenue|sales|turnover|net sales|income)$/i.test(t.name),
        ) ?? defaultTarget(view);
    }
  } else target = defaultTarget(view);
  if (!target) return undefined;
  let pts = pointsOf(target, {});
  if (view.table.nature === 'stock') {
    const latest = [...pts].sort((a, b) =>
      a.period && b.period ? comparePeriods(b.period, a.period) : 0,
    )[0]?.period;
    if (latest) pts = pts.filter((p) => p.period && periodLabel(p.period) === periodLabel(latest));
  }
  if (!pts.length) return undefined;
  const style = targetStyle(target);
  if (style.kind === 'percent') return undefined;
  const latest =
    pts[0]?.period && view.table.nature === 'stock' ? ` at ${periodLabel(pts[0].period)}` : '';
  return {
    label: `${target.name}${view.table.nature === 'stock' ? latest : ', total'}`,
    value: sumOf(pts),
    style,
    sheet: view.sheet.name,
    cells: pts.map((p) => ({ r: p.r, c: p.c })),
  };
}

export function suggestions(wb: Workbook, max = 4): string[] {
  const out: string[] = [];
  for (const view of viewsOf(wb)) {
    const target =
      view.table.layout === 'wide'
        ? view.targets.find((t) => t.kind === 'row' && !t.total)
        : defaultTarget(view);
    if (!target) continue;
    const span = periodsOf(view);
    const hasMonths = span.some((p) => p.kind === 'month' || p.kind === 'day');
    const q = hasMonths ? 'Q1' : span[span.length - 1] ? periodLabel(span[span.length - 1]!) : '';
    out.push(`What was the total ${target.name}${q ? ` in ${q}` : ''}?`);
    if (hasMonths) out.push(`Which month had the highest ${target.name}?`);
    const cat = view.catCols[0];
    if (cat !== undefined)
      out.push(`${target.name} by ${view.table.columns[cat]!.label.toLowerCase()}`);
    if (out.length >= max) break;
  }
  return out.slice(0, max);
}

export function describeWorkbook(wb: Workbook): Answer {
  const views = viewsOf(wb);
  const sheets = wb.sheets;
  const parts: string[] = [];
  const figures: Fig[] = [];
  const count = sheets.length;
  parts.push(
    `This workbook has ${count} sheet${count === 1 ? '' : 's'} (${sheets.map((s) => `'${s.name}'`).join(', ')}) and ${views.length} table${views.length === 1 ? '' : 's'}.`,
  );
  for (const sheet of sheets) {
    const vs = views.filter((v) => v.sheet === sheet);
    if (!vs.length) {
      parts.push(
        `Sheet '${sheet.name}' holds no table${sheet.notes.length ? ` (notes: "${sheet.notes.slice(0, 2).join('"; "')}")` : ''}.`,
      );
      continue;
    }
    for (const v of vs) {
      const title = v.table.title ? ` "${v.table.title}"` : '';
      parts.push(`Sheet '${sheet.name}'${title}, ${tableLine(v)}.`);
      const f = keyFigure(v);
      if (f) figures.push(f);
    }
  }
  if (figures.length) {
    parts.push(
      `Key figures: ${figures
        .slice(0, 6)
        .map((f) => `${f.label} ${display(f)} (sheet '${f.sheet}' ${rangesFor(f.cells).range})`)
        .join('; ')}.`,
    );
  }
  const sug = suggestions(wb);
  const text =
    parts.join(' ') +
    (sug.length ? `\n\nYou can ask, for example: ${sug.map((s) => `"${s}"`).join(', ')}.` : '');
  return { text, figures: figures.map(toAnswerFigure), refused: false, kind: 'summary' };
}

export function schemaAnswer(wb: Workbook, onlySheet?: string): Answer {
  const views = viewsOf(wb);
  const lines: string[] = [];
  const sheets = wb.sheets.filter((s) => !onlySheet || s.name === onlySheet);
  lines.push(
    `Sheets (${sheets.length}): ${sheets.map((s) => `'${s.name}'${s.hidden ? ' (hidden)' : ''}`).join(', ')}.`,
  );
  const rows: string[][] = [];
  for (const sheet of sheets) {
    const vs = views.filter((v) => v.sheet === sheet);
    if (!vs.length)
      lines.push(
        `- '${sheet.name}': no table${sheet.notes.length ? `; text: "${sheet.notes.slice(0, 2).join('"; "')}"` : ''}.`,
      );
    for (const v of vs) {
      lines.push(`- '${sheet.name}' ${tableLine(v)}.`);
      for (const col of v.table.columns) {
        if (col.role === 'other') continue;
        const letter = rangesFor([{ r: v.table.rows[0]?.r ?? 0, c: col.c }]).range.replace(
          /\d+$/,
          '',
        );
        rows.push([
          sheet.name,
          letter,
          col.group ? `${col.group} ${col.label}` : col.label,
          col.type,
          col.role,
        ]);
      }
    }
  }
  return {
    text: lines.join('\n'),
    figures: [],
    table: { columns: ['Sheet', 'Column', 'Header', 'Type', 'Role'], rows },
    refused: false,
    kind: 'schema',
  };
}

export function formatFigureValue(f: Fig): string {
  return formatValue(f.value, f.style, f.decimals);
}
