import { PageMemory } from './page-memory';

const page = (bytes: number, fingerprint = 'f') => ({ fingerprint, body: Buffer.alloc(bytes) });

describe('PageMemory', () => {
  it('keeps pages within its byte budget, dropping the one used longest ago', () => {
    const memory = new PageMemory(100);
    memory.set('a', page(40));
    memory.set('b', page(40));
    expect(memory.get('a')?.body.length).toBe(40); // a is now the most recent
    memory.set('c', page(40));
    expect(memory.get('b')).toBeUndefined();
    expect(memory.get('a')).toBeDefined();
    expect(memory.get('c')).toBeDefined();
    expect(memory.size).toBe(2);
  });

  it('replaces a page under the same key, and never keeps one larger than the budget', () => {
    const memory = new PageMemory(100);
    memory.set('a', page(60, 'old'));
    memory.set('a', page(60, 'new'));
    expect(memory.get('a')?.fingerprint).toBe('new');
    memory.set('b', page(101));
    expect(memory.get('b')).toBeUndefined();
    expect(memory.get('a')?.fingerprint).toBe('new');
  });
});
