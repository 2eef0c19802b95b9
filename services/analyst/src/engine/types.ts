/** The shapes every operation shares: a figure with its cells, a result, a refusal, a period window, the context. */
import type { CellRef } from '../a1';
import type { Dec } from '../decimal';
import type { NumberStyle } from '../format';
import type { Period } from '../model';
import type { Question } from '../question';
import type { Resolution } from '../resolve';

export interface Fig {
  label: string;
  value: Dec;
  style: NumberStyle;
  decimals?: number;
  sheet: string;
  cells: CellRef[];
  /** where an extreme was found, or the group the figure is for */
  at?: string;
}

export interface Result {
  kind: string;
  lines: string[];
  figures: Fig[];
  table?: { columns: string[]; rows: string[][] };
  notes?: string[];
}

export interface Refusal {
  refused: true;
  reason: string;
}

export interface Window {
  label: string;
  periods: Period[];
}

export interface Ctx {
  q: Question;
  res: Resolution;
  windows: Window[];
  notes: string[];
  now?: Date;
}

export const PCT: NumberStyle = { kind: 'percent', decimals: 2 };
export const RATIO: NumberStyle = { kind: 'number', decimals: 2 };
export const COUNT: NumberStyle = { kind: 'number', decimals: 0 };

export function refuse(reason: string): Refusal {
  return { refused: true, reason };
}

export function isRefusal<T extends object>(x: T | Refusal): x is Refusal {
  return (x as Refusal).refused === true;
}
