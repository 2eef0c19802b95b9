import { findOverlongString, findUncleanString } from './clean-strings';

describe('findUncleanString', () => {
  it('names the dotted path of the first NUL or lone surrogate', () => {
    expect(findUncleanString({ items: [{ item: 'ok' }, { item: 'a\u0000b' }] })).toBe(
      'items.1.item',
    );
    expect(findUncleanString({ name: 'x\uD800' })).toBe('name');
    expect(findUncleanString({ name: '\uDC00x' })).toBe('name');
    expect(findUncleanString({ ['k\u0000']: 1 })).toBe('k\u0000');
  });

  it('accepts ordinary text, emoji (paired surrogates) and non-strings', () => {
    expect(
      findUncleanString({ a: 'Café 😀 ₱1,000', b: [1, true, null], c: { d: 'x' } }),
    ).toBeNull();
    expect(findUncleanString(undefined)).toBeNull();
  });
});

describe('findOverlongString', () => {
  it('names the first string past the bound, anywhere in the body', () => {
    expect(findOverlongString({ a: 'ok', items: [{ note: 'x'.repeat(11) }] }, 10)).toBe(
      'items.0.note',
    );
    expect(findOverlongString({ a: 'x'.repeat(10) }, 10)).toBeNull();
  });
});
