import { changedFields } from './changed-fields';

describe('changedFields', () => {
  it('keeps only what differs from the stored record, ignoring surrounding spaces', () => {
    const stored = { name: 'Ada Bakes', address: '1 Main St', startup: false, currency: 'GBP' };
    expect(
      changedFields(
        { name: 'Ada Bakes ', address: '9 High St', startup: true, currency: 'GBP' },
        stored,
      ),
    ).toEqual({ address: '9 High St', startup: true });
  });

  it('sends everything when nothing is stored yet', () => {
    expect(changedFields({ name: 'A', count: 1 }, null)).toEqual({ name: 'A', count: 1 });
  });
});
