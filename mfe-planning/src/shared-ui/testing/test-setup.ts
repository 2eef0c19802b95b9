/**
 * Imported first by this remote's component tests.
 * - jsdom's getComputedStyle walks every CSS rule on the page; antd injects hundreds, and
 *   user-event asks for the computed style of each ancestor on every click (measured here:
 *   20+ ms a call, over 2 s a click on the payroll page). jsdom lays nothing out, so the
 *   computed style it could give is little more than the inline style: use that. This also
 *   answers antd's scrollbar measurement, which calls it with a pseudo-element jsdom lacks.
 * - antd pages still render slowly in jsdom on a busy machine: wait up to 10 s for what a
 *   test looks for, and give each test 2 minutes.
 */
import { configure } from '@testing-library/react';

window.getComputedStyle = (element: Element) =>
  (element as HTMLElement).style ?? document.createElement('div').style;

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(120_000);
