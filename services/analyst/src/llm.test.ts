import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { createLlmPlanner, faithful, numbersIn, operationQuestion } from './llm';
import { ingestWorkbook } from './ingest';
import type { Workbook } from './model';

/** A stand-in for an OpenAI-compatible endpoint on 127.0.0.1, replaying scripted replies. */
function fakeModel(
  replies: Array<(body: { messages: unknown[]; tools?: unknown[] }) => unknown>,
): Promise<{
  url: string;
  requests: Array<{
    auth?: string;
    body: { messages: Array<{ role: string; content: string | null }>; tools?: unknown[] };
  }>;
  close: () => Promise<void>;
}> {
  const requests: Array<{ auth?: string; body: never }> = [];
  const server = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(data) as never;
      requests.push({
        ...(req.headers.authorization ? { auth: req.headers.authorization } : {}),
        body,
      });
      const next = replies.shift();
      if (!req.url?.endsWith('/chat/completions') || !next) {
        res.writeHead(500).end('{}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(next(body)));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/v1`,
        requests: requests as never,
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}

const toolCall = (args: object): unknown => ({
  choices: [
    {
      message: {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'call_1',
            type: 'function',
            function: { name: 'run_operation', arguments: JSON.stringify(args) },
          },
        ],
      },
    },
  ],
});
const say = (content: string): unknown => ({
  choices: [{ message: { role: 'assistant', content } }],
});

let wb: Workbook;
beforeAll(async () => {
  const x = new ExcelJS.Workbook();
  const ws = x.addWorksheet('P&L');
  ws.addRow(['Line item', 'Jan 2024', 'Feb 2024', 'Mar 2024', 'Apr 2024']);
  ws.addRow(['Revenue', 1000.1, 1200.2, 900.3, 1500]);
  ws.addRow(['Rent', 300, 300, 300, 300]);
  wb = await ingestWorkbook(new Uint8Array((await x.xlsx.writeBuffer()) as ArrayBuffer));
});

describe('createLlmPlanner', () => {
  it('is off without LLM_BASE_URL and LLM_MODEL', () => {
    expect(createLlmPlanner({})).toBeUndefined();
    expect(createLlmPlanner({ LLM_BASE_URL: 'http://127.0.0.1:1/v1' })).toBeUndefined();
  });

  it('lets the model plan and phrase while the engine supplies the figures', async () => {
    const srv = await fakeModel([
      (body) => {
        expect(body.tools).toHaveLength(1);
        return toolCall({ operation: 'total', measure: 'Revenue', period: 'Q1 2024' });
      },
      () => say("Revenue for Q1 2024 was 3,100.60 (sheet 'P&L' B2:D2)."),
    ]);
    try {
      const planner = createLlmPlanner({
        LLM_BASE_URL: srv.url,
        LLM_MODEL: 'test-model',
        LLM_API_KEY: 'k-123',
      })!;
      const a = await planner.answer(wb, 'How much did we sell in the first quarter?');
      expect(a.refused).toBe(false);
      expect(a.text).toBe("Revenue for Q1 2024 was 3,100.60 (sheet 'P&L' B2:D2).");
      expect(a.figures[0]).toMatchObject({
        value: '3100.6',
        source: { sheet: 'P&L', range: 'B2:D2' },
      });
      expect(srv.requests[0]!.auth).toBe('Bearer k-123');
      // the workbook brief and the engine's figures went to the model
      expect(JSON.stringify(srv.requests[0]!.body.messages)).toContain('Revenue');
      expect(JSON.stringify(srv.requests[1]!.body.messages)).toContain('3100.6');
    } finally {
      await srv.close();
    }
  });

  it("falls back to the engine's text when the model writes a number it was not given", async () => {
    const srv = await fakeModel([
      () => toolCall({ operation: 'total', measure: 'Revenue', period: 'Q1 2024' }),
      () => say("Revenue for Q1 2024 was about 3,200 (sheet 'P&L' B2:D2), up 12% on last year."),
    ]);
    try {
      const planner = createLlmPlanner({ LLM_BASE_URL: srv.url, LLM_MODEL: 'm' })!;
      const a = await planner.answer(wb, 'revenue in Q1');
      expect(a.text).toMatch(/^Revenue, Q1 2024: 3,100.6/);
      expect(a.text).not.toMatch(/12%/);
    } finally {
      await srv.close();
    }
  });

  it('answers with the engine alone when the endpoint fails or plans nothing', async () => {
    const srv = await fakeModel([() => say('I would rather not use tools.')]);
    try {
      const planner = createLlmPlanner({ LLM_BASE_URL: srv.url, LLM_MODEL: 'm' })!;
      const a = await planner.answer(wb, 'revenue in March');
      expect(a.figures[0]!.value).toBe('900.3');
      const b = await planner.answer(wb, 'revenue in March'); // no scripted reply left: HTTP 500
      expect(b.figures[0]!.value).toBe('900.3');
    } finally {
      await srv.close();
    }
    const down = createLlmPlanner({
      LLM_BASE_URL: 'http://127.0.0.1:9/v1',
      LLM_MODEL: 'm',
      LLM_TIMEOUT_MS: '2000',
    })!;
    expect((await down.answer(wb, 'rent in April')).figures[0]!.value).toBe('300');
  });
});

describe('helpers', () => {
  it('renders operations as engine questions', () => {
    expect(
      operationQuestion({ operation: 'growth', measure: 'Revenue', period: 'Q1', period2: 'Q2' }),
    ).toBe('percentage change in Revenue from Q1 to Q2');
    expect(
      operationQuestion({ operation: 'top', n: 3, group_by: 'product', measure: 'Amount' }),
    ).toBe('top 3 product by Amount');
  });

  it('checks that a reply only uses given numbers and cites the sheet', () => {
    const figs = [
      {
        label: 'Revenue, Q1 2024',
        value: '3100.6',
        display: '3,100.60',
        source: { sheet: 'P&L', range: 'B2:D2' },
      },
    ];
    expect(numbersIn('$1,234.50 and 12% and (43)')).toEqual(['1234.5', '12', '43']);
    expect(faithful("Q1 2024 revenue: 3,100.60 (sheet 'P&L' B2:D2)", 'q1?', figs)).toBe(true);
    expect(faithful("Q1 2024 revenue: 3,100.60 (sheet 'P&L' B2:D2), 5% up", 'q1?', figs)).toBe(
      false,
    );
    expect(faithful('Q1 2024 revenue: 3,100.60', 'q1?', figs)).toBe(false);
  });
});
