import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_TYPING_MS_PER_CHAR } from '@fina/contract';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

export interface Typewriter {
  shown: string;
  done: boolean;
  /** Show the whole text now. */
  skip: () => void;
}

/**
 * Reveals `text` one character per `msPerChar` (the spec's 20 ms). The count follows the
 * clock rather than the number of ticks, so a throttled background tab catches up instead of
 * falling behind. Users who ask for reduced motion get the whole text at once.
 */
export function useTypewriter(text: string, msPerChar = CHAT_TYPING_MS_PER_CHAR): Typewriter {
  const [instant] = useState(prefersReducedMotion);
  const [count, setCount] = useState(instant ? text.length : 0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  useEffect(() => {
    if (instant) {
      setCount(text.length);
      return undefined;
    }
    const started = Date.now();
    setCount(0);
    const id = setInterval(() => {
      const next = Math.min(text.length, Math.floor((Date.now() - started) / msPerChar));
      setCount(next);
      if (next >= text.length) clearInterval(id);
    }, msPerChar);
    timer.current = id;
    return () => clearInterval(id);
  }, [text, msPerChar, instant]);

  const skip = useCallback(() => {
    clearInterval(timer.current);
    setCount(text.length);
  }, [text]);

  return { shown: text.slice(0, count), done: count >= text.length, skip };
}
