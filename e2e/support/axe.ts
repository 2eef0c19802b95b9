/**
 * axe-core, injected into the page by Playwright (no browser extension, no network): the
 * source is read once from the installed package and added as a script tag, then `axe.run`
 * checks the page as it is rendered at that moment.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './browser';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * A page whose context lets the injected axe script run: the app's Content-Security-Policy
 * (rightly) refuses inline scripts, so only these audit contexts bypass it.
 */
export async function newAxePage(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: viewport.width, height: viewport.height },
    bypassCSP: true,
    // Colours are judged as people see them at rest, not halfway through a fade-in.
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  return { context, page };
}

/** The impacts that fail the suite; minor and moderate ones are printed but allowed. */
export const BLOCKING_IMPACTS: readonly string[] = ['serious', 'critical'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; summary: string }[];
}

interface AxeRawResult {
  violations: {
    id: string;
    impact?: string | null;
    help: string;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }[];
}

/** Runs axe over the whole document and answers every violation, worst first. */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) {
    await page.addStyleTag({
      content:
        '*, *::before, *::after { transition: none !important; animation: none !important; }',
    });
    await page.addScriptTag({ content: axeSource });
  }
  const raw = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    return axe.run(document, { resultTypes: ['violations'] });
  })) as AxeRawResult;
  const rank = (impact: string | null) =>
    ['critical', 'serious', 'moderate', 'minor'].indexOf(impact ?? 'minor');
  return raw.violations
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String).join(' '),
        summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
      })),
    }))
    .sort((a, b) => rank(a.impact) - rank(b.impact));
}

export function isBlocking(violation: AxeViolation): boolean {
  return violation.impact !== null && BLOCKING_IMPACTS.includes(violation.impact);
}

/** One readable block per violation: rule, impact, and each offending element. */
export function describeViolations(where: string, violations: AxeViolation[]): string {
  return violations
    .map(
      (violation) =>
        `${where}: [${violation.impact}] ${violation.id}: ${violation.help}\n` +
        violation.nodes
          .slice(0, 8)
          .map((node) => `    ${node.target}\n      ${node.summary.slice(0, 300)}`)
          .join('\n') +
        (violation.nodes.length > 8 ? `\n    … and ${violation.nodes.length - 8} more` : ''),
    )
    .join('\n');
}
