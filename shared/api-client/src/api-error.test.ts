import { ApiError, isApiError } from './api-error';

describe('isApiError', () => {
  it('recognises an ApiError made by another copy of this package', () => {
    class OtherCopyApiError extends Error {
      status = 404;
      constructor() {
        super('Not found');
        this.name = 'ApiError';
      }
    }
    expect(isApiError(new OtherCopyApiError())).toBe(true);
    expect(isApiError(new ApiError(400, 'bad'))).toBe(true);
  });

  it('refuses other errors', () => {
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ name: 'ApiError', status: 400 })).toBe(false);
  });
});
