// jsdom lacks a few browser APIs that react-router 7, antd and Highcharts use.
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

const css = (globalThis as { CSS?: { supports?: unknown } }).CSS;
if (!css || typeof css.supports !== 'function') {
  Object.defineProperty(globalThis, 'CSS', {
    writable: true,
    value: { ...(css ?? {}), supports: () => false, escape: (s: string) => s },
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
}

// antd's scroll helpers call this; jsdom does not implement it.
window.scrollTo = () => undefined;

// jsdom's getComputedStyle walks every CSS rule on the page; antd injects hundreds and
// user-event asks for each ancestor's style on every click (over 2 s a click on a large
// form). jsdom lays nothing out, so the inline style is all it could tell anyway; this also
// answers antd's scrollbar measure, which asks for a pseudo-element jsdom lacks.
window.getComputedStyle = (element: Element) =>
  (element as HTMLElement).style ?? document.createElement('div').style;
