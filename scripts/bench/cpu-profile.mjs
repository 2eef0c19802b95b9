// Where a page's main-thread JavaScript time goes, on a first visit with the CPU slowed 4× (as
// Lighthouse's mobile run simulates): a V8 CPU profile of the load, summed by function (self
// time) and by file. Signed in as a fresh owner with a company for app pages.
// Usage: node scripts/bench/cpu-profile.mjs /dashboard [top=25]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { startBuiltApp } from './start-app.mjs';
import { signedInOwner } from './owner.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const route = process.argv[2] ?? '/dashboard';
const top = Number(process.argv[3] ?? 25);
const PUBLIC = ['/', '/login', '/register', '/pricing'];

const app = process.env.BENCH_URL
  ? { baseUrl: process.env.BENCH_URL, stop: async () => {} }
  : await startBuiltApp();
const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fina-prof-'));
const browser = await puppeteer.launch({
  executablePath: CHROMIUM,
  headless: true,
  userDataDir,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  if (!PUBLIC.includes(route)) {
    const session = await signedInOwner(app.baseUrl);
    await page.goto(`${app.baseUrl}/login`);
    await page.evaluate(({ token, companyId }) => {
      localStorage.setItem('jwtToken', token);
      if (companyId) localStorage.setItem('selectedCompany', companyId);
    }, session);
  }
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.tracing.start({
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
  await page.goto(`${app.baseUrl}${route}`, { waitUntil: 'networkidle0' });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
  const { profile } = await cdp.send('Profiler.stop');
  report(profile);
  printLongTasks(trace);
} finally {
  await browser.close();
  await app.stop();
  fs.rmSync(userDataDir, { recursive: true, force: true });
}

function report(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const byFunction = new Map();
  const byFile = new Map();
  for (const [id, ms] of self) {
    const { callFrame } = byId.get(id);
    const file = callFrame.url ? callFrame.url.replace(/^https?:\/\/[^/]+/, '') : '(native)';
    const name = `${callFrame.functionName || '(anonymous)'} ${file}:${callFrame.lineNumber}:${callFrame.columnNumber}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
  }
  const print = (title, map) => {
    console.log(`\n${title}`);
    for (const [name, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`${ms.toFixed(0).padStart(7)} ms  ${name}`);
    }
  };
  print(`${route}: self time by file (CPU slowed 4×)`, byFile);
  print(`${route}: self time by function`, byFunction);
}

/**
 * The main thread's long tasks (over 50 ms, as Total Blocking Time counts them) from a
 * performance trace of the same load, each with the functions that took most of it (the
 * trace's own CPU samples) and React's phase when it shows (render vs commit).
 */
function printLongTasks(trace) {
  const events = trace.traceEvents;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = (e) => main && e.pid === main.pid && e.tid === main.tid;
  const tasks = events.filter((e) => e.name === 'RunTask' && onMain(e) && e.dur > 50_000);
  // CPU samples: the main thread's Profile event names the id its ProfileChunk events carry.
  const profileId = events.find((e) => e.name === 'Profile' && onMain(e))?.id;
  const nodes = new Map();
  const samples = [];
  let time =
    events.find((e) => e.name === 'Profile' && e.id === profileId)?.args.data.startTime ?? 0;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.id !== profileId) continue;
    const chunk = e.args.data.cpuProfile ?? {};
    for (const node of chunk.nodes ?? []) nodes.set(node.id, node);
    (chunk.samples ?? []).forEach((id, i) => {
      time += e.args.data.timeDeltas?.[i] ?? 0;
      samples.push({ id, time });
    });
  }
  console.log('\nlong tasks (ms from navigation start, length, where the time went)');
  const navigationStart = tasks[0]?.ts ?? 0;
  for (const task of tasks) {
    const inTask = samples.filter((s) => s.time >= task.ts && s.time <= task.ts + task.dur);
    const byName = new Map();
    for (const { id } of inTask) {
      const frame = nodes.get(id)?.callFrame ?? {};
      const name = `${frame.functionName || '(anonymous)'} ${(frame.url ?? '').replace(/^https?:\/\/[^/]+/, '')}`;
      byName.set(name, (byName.get(name) ?? 0) + 1);
    }
    const total = inTask.length || 1;
    const where = [...byName]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, n]) => `${name} ${Math.round((n / total) * 100)}%`)
      .join('; ');
    console.log(
      `${((task.ts - navigationStart) / 1000).toFixed(0).padStart(6)} ${(task.dur / 1000).toFixed(0).padStart(5)} ms  ${where}`,
    );
  }
}
