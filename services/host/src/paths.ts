import path from 'node:path';

/**
 * The repository root: three folders up from this file, both in source
 * (services/host/src) and in the bundle (services/host/dist).
 */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
