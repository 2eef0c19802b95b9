/**
 * The TOTP secrets are stored encrypted (AES-256-GCM). The key is generated once and kept in
 * `app_settings` (shared by every process on the database), so a leaked `user_mfa` column or
 * a copied table alone does not reveal the secrets.
 */
import crypto from 'node:crypto';
import type { Db } from '@fina/db';
import { ensureSetting } from '@fina/db';

const VERSION = 'v1';

async function key(db: Db): Promise<Buffer> {
  const stored = await ensureSetting(db, 'mfa_secret_key', () =>
    crypto.randomBytes(32).toString('base64url'),
  );
  return Buffer.from(stored, 'base64url');
}

export async function sealSecret(db: Db, secret: string): Promise<string> {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', await key(db), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export async function openSecret(db: Db, sealed: string): Promise<string> {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !data) throw new Error('unreadable MFA secret');
  const decipher = crypto.createDecipheriv(
    'aes-256-gcm',
    await key(db),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
