/**
 * Optional model on an OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, LM Studio).
 *
 * The model only plans and phrases: it picks engine operations through one tool
 * (run_operation), the engine computes every figure with its cells, and the model words the
 * reply from those figures. If the reply holds a number that is not one of the engine's
 * figures (or a year or count from the question or labels), or lacks the citations, the
 * engine's own text is used. Any network or protocol failure also falls back to the engine.
 */
import { answerQuestion } from './answer';
import type { Answer, AnswerFigure, AnswerOptions } from './answer-types';
import type { Workbook } from './model';
import { periodLabel } from './periods';
import { periodsOf, viewsOf } from './view';

export interface LlmEnv {
  LLM_BASE_URL?: string | undefined;
  LLM_MODEL?: string | undefined;
  LLM_API_KEY?: string | undefined;
  /** request timeout in ms (default 20000) */
  LLM_TIMEOUT_MS?: string | undefined;
}

export interface LlmPlanner {
  readonly model: string;
  readonly baseUrl: string;
  answer(workbook: Workbook, question: string, options?: AnswerOptions): Promise<Answer>;
}

type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export const OPERATIONS = [
  'total',
  'average',
  'max',
  'min',
  'count',
  'top',
  'bottom',
  'share',
  'change',
  'growth',
  'compare',
  'trend',
  'ratio',
  'forecast',
  'breakdown',
  'list',
  'summary',
  'schema',
] as const;

export type Operation = (typeof OPERATIONS)[number];

export interface OperationCall {
  operation: Operation;
  measure?: string;
  measure2?: string;
  period?: string;
  period2?: string;
  filter?: string;
  group_by?: string;
  n?: number;
}

const TOOL = {
  type: 'function',
  function: {
    name: 'run_operation',
    description:
      'Runs one operation of the spreadsheet engine and returns its figures with the sheet and cells they come from. ' +
      'Call it once per figure you need. Never compute numbers yourself.',
    parameters: {
      type: 'object',
      properties: {
        operation: {
          type: 'string',
          enum: OPERATIONS,
          description:
            'total: sum or single value; average; max/min: highest/lowest and where; count; top/bottom: ranking (use n); ' +
            'share: part of a total; change: difference between two periods or items; growth: percentage change; ' +
            'compare: two items or periods side by side; trend: evolution over time; ratio: margins and ratios ' +
            '(gross margin, net margin, current ratio, or measure/measure2); forecast: naive next-period forecast; ' +
            'breakdown: by month, quarter, year or category (use group_by); list: values of a column; ' +
            'summary: what the workbook holds; schema: sheets and columns.',
        },
        measure: {
          type: 'string',
          description: 'line item or column, as named in the workbook (e.g. "Revenue")',
        },
        measure2: {
          type: 'string',
          description: 'second item for compare, change between items, or ratio',
        },
        period: {
          type: 'string',
          description: 'e.g. "Q3 2024", "March", "2019", "Jan to Mar 2024", "last month"',
        },
        period2: { type: 'string', description: 'second period for change, growth or compare' },
        filter: {
          type: 'string',
          description: 'a category value to keep, e.g. "Widget A" or "North"',
        },
        group_by: {
          type: 'string',
          description: 'month, quarter, year, or a column name such as "product"',
        },
        n: { type: 'integer', description: 'how many for top or bottom' },
      },
      required: ['operation'],
    },
  },
} as const;

/** Renders an operation as the engine's own question form. */
export function operationQuestion(op: OperationCall): string {
  const m = op.measure?.trim() ?? '';
  const m2 = op.measure2?.trim();
  const f = op.filter ? ` for ${op.filter}` : '';
  const p = op.period ? ` in ${op.period}` : '';
  const by = op.group_by ? ` by ${op.group_by}` : '';
  switch (op.operation) {
    case 'total':
      return `total ${m}${f}${p}`;
    case 'average':
      return `average ${m}${f}${p}${op.group_by ? ` per ${op.group_by}` : ''}`;
    case 'max':
      return op.group_by
        ? `which ${op.group_by} had the highest ${m}${f}${p}`
        : `highest ${m}${f}${p}`;
    case 'min':
      return op.group_by
        ? `which ${op.group_by} had the lowest ${m}${f}${p}`
        : `lowest ${m}${f}${p}`;
    case 'count':
      return `how many ${op.group_by ?? m}${f}${p}`;
    case 'top':
    case 'bottom':
      return `${op.operation} ${op.n ?? 5} ${op.group_by ?? ''} by ${m}${f}${p}`.replace(
        /\s+/g,
        ' ',
      );
    case 'share':
      return m2
        ? `what percentage of ${m2} is ${m}${p}`
        : `what share of ${m}${p} came from ${op.filter ?? ''}`.trim();
    case 'change':
    case 'growth': {
      const word = op.operation === 'growth' ? 'percentage change' : 'change';
      if (m2)
        return `${word} difference between ${m} and ${m2}${f}${p}`.replace(
          'change difference',
          'difference',
        );
      if (op.period && op.period2) return `${word} in ${m}${f} from ${op.period} to ${op.period2}`;
      return `${word} in ${m}${f}${p}`;
    }
    case 'compare':
      if (m2) return `compare ${m} and ${m2}${f}${p}`;
      return `compare ${m}${f} in ${op.period ?? ''} and ${op.period2 ?? ''}`;
    case 'trend':
      return `trend in ${m}${f}${p}`;
    case 'ratio':
      return m2 ? `ratio of ${m} to ${m2}${p}` : `${m}${p}`;
    case 'forecast':
      return `forecast ${m}${f} for next ${op.group_by ?? 'month'}`;
    case 'breakdown':
      return `${m}${f}${p}${by || ' by month'}`;
    case 'list':
      return `list the ${op.group_by ?? m}`;
    case 'summary':
      return 'summarise this workbook';
    case 'schema':
      return 'which sheets and columns are there';
  }
}

/** What the model is told about the workbook: sheets, tables, measures, categories, periods. */
export function workbookBrief(wb: Workbook): string {
  const lines: string[] = [];
  for (const v of viewsOf(wb)) {
    const t = v.table;
    const measures = v.targets
      .filter((x) => x.kind !== 'rows')
      .map((x) => x.name)
      .slice(0, 40);
    const ps = periodsOf(v);
    const span = ps.length
      ? `${periodLabel(ps[0]!)} to ${periodLabel(ps[ps.length - 1]!)}`
      : 'no dates';
    const cats = v.catCols.map((ci) => {
      const values = [...(v.categories.get(ci)?.values() ?? [])].slice(0, 12).map((x) => x.display);
      return `${t.columns[ci]!.label} (${values.join(', ')}${(v.categories.get(ci)?.size ?? 0) > 12 ? ', …' : ''})`;
    });
    lines.push(
      `Sheet '${v.sheet.name}' ${t.range} (${t.layout} table${t.title ? `, "${t.title}"` : ''}): ` +
        `${t.layout === 'wide' ? 'line items' : 'numeric columns'}: ${measures.join('; ')}. Periods: ${span}.` +
        (cats.length ? ` Categories: ${cats.join('; ')}.` : '') +
        (v.tags.length ? ` Column groups: ${v.tags.join(', ')}.` : ''),
    );
  }
  return lines.join('\n');
}

interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  tool_calls?: Array<{
    id: string;
    type: 'function';
    function: { name: string; arguments: string };
  }>;
  tool_call_id?: string;
}

interface ChatResponse {
  choices?: Array<{ message?: ChatMessage }>;
}

const SYSTEM = [
  'You are Fina, a finance assistant answering questions about an uploaded spreadsheet.',
  'You never compute or invent numbers: every figure must come from the run_operation tool, which returns exact figures with their sheet and cells.',
  'Plan which operations answer the question, call the tool, then answer in a few plain sentences.',
  'Copy each figure exactly as its "display" text and cite its sheet and range like: (sheet \'P&L\' B4:M4).',
  'If the tool refuses or the workbook lacks the data, say so plainly and suggest what can be asked instead.',
].join(' ');

/** Numbers in a text, normalised ("$1,234.50" -> "1234.5", "12.5%" -> "12.5"). */
export function numbersIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/-?\(?[$€£¥₱]?\s?\d[\d,]*(?:\.\d+)?%?\)?/g)) {
    const raw = m[0];
    let t = raw.replace(/[$€£¥₱\s,%()]/g, '');
    if (!t || t === '-') continue;
    if (t.includes('.')) t = t.replace(/0+$/, '').replace(/\.$/, '');
    t = t.replace(/^(-?)0+(?=\d)/, '$1');
    out.push(t);
  }
  return out;
}

function allowedNumbers(question: string, figures: AnswerFigure[], extra: string[]): Set<string> {
  const allowed = new Set<string>();
  const add = (s: string): void => {
    for (const n of numbersIn(s)) {
      allowed.add(n);
      allowed.add(n.replace(/^-/, ''));
    }
  };
  add(question);
  for (const f of figures) {
    add(f.value);
    add(f.display);
    add(f.label);
    add(f.source.range);
    if (f.at) add(f.at);
  }
  for (const e of extra) add(e);
  return allowed;
}

/** Does the model's text use only the engine's numbers and cite every figure's sheet? */
export function faithful(
  text: string,
  question: string,
  figures: AnswerFigure[],
  extra: string[] = [],
): boolean {
  const allowed = allowedNumbers(question, figures, extra);
  for (const n of numbersIn(text)) {
    if (allowed.has(n) || allowed.has(n.replace(/^-/, ''))) continue;
    // small counts and ordinals ("3 months", "top 5") are fine when the question or figures hold them
    return false;
  }
  const sheets = new Set(figures.map((f) => f.source.sheet));
  for (const s of sheets) if (!text.includes(s)) return false;
  return true;
}

export function createLlmPlanner(
  env: LlmEnv = process.env,
  deps: { fetch?: FetchLike } = {},
): LlmPlanner | undefined {
  const baseUrl = env.LLM_BASE_URL?.trim();
  const model = env.LLM_MODEL?.trim();
  if (!baseUrl || !model) return undefined;
  const endpoint = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = Number(env.LLM_TIMEOUT_MS) > 0 ? Number(env.LLM_TIMEOUT_MS) : 20000;
  const doFetch: FetchLike = deps.fetch ?? ((url, init) => fetch(url, init));
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (env.LLM_API_KEY) headers.authorization = `Bearer ${env.LLM_API_KEY}`;

  async function chat(messages: ChatMessage[], withTools: boolean): Promise<ChatMessage> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const body: Record<string, unknown> = { model, messages, temperature: 0 };
      if (withTools) {
        body.tools = [TOOL];
        body.tool_choice = 'auto';
      }
      const res = await doFetch(endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      if (!res.ok) throw new Error(`model endpoint answered ${res.status}`);
      const json = (await res.json()) as ChatResponse;
      const msg = json.choices?.[0]?.message;
      if (!msg) throw new Error('model endpoint returned no message');
      return msg;
    } finally {
      clearTimeout(timer);
    }
  }

  async function answer(
    workbook: Workbook,
    question: string,
    options: AnswerOptions = {},
  ): Promise<Answer> {
    const engineAnswer = (): Answer => answerQuestion(workbook, question, options);
    try {
      const messages: ChatMessage[] = [
        { role: 'system', content: SYSTEM },
        { role: 'user', content: `Workbook:\n${workbookBrief(workbook)}\n\nQuestion: ${question}` },
      ];
      const plan = await chat(messages, true);
      const calls = (plan.tool_calls ?? [])
        .filter((c) => c.function?.name === 'run_operation')
        .slice(0, 6);
      if (!calls.length) return engineAnswer();
      const results: Answer[] = [];
      messages.push({ role: 'assistant', content: plan.content ?? null, tool_calls: calls });
      for (const call of calls) {
        let op: OperationCall | undefined;
        try {
          op = JSON.parse(call.function.arguments) as OperationCall;
        } catch {
          op = undefined;
        }
        const a =
          op && (OPERATIONS as readonly string[]).includes(op.operation)
            ? answerQuestion(workbook, operationQuestion(op), options)
            : undefined;
        if (a) results.push(a);
        messages.push({
          role: 'tool',
          tool_call_id: call.id,
          content: JSON.stringify(
            a
              ? { refused: a.refused, text: a.text, figures: a.figures }
              : { refused: true, text: 'Unknown operation.' },
          ),
        });
      }
      const answered = results.filter((a) => !a.refused);
      if (!answered.length) return engineAnswer();
      const figures = answered.flatMap((a) => a.figures);
      const engineText = answered.map((a) => a.text).join('\n\n');
      const base: Answer = {
        text: engineText,
        figures,
        refused: false,
        kind: answered[0]!.kind,
        ...(answered[0]!.table ? { table: answered[0]!.table } : {}),
      };
      const worded = await chat(messages, false);
      const text = worded.content?.trim();
      if (
        text &&
        faithful(
          text,
          question,
          figures,
          answered.map((a) => a.text),
        )
      )
        return { ...base, text };
      return base;
    } catch {
      return engineAnswer();
    }
  }

  return { model, baseUrl, answer };
}
