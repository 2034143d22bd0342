import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Config } from '../../config/env';

// Channel keys at rest: AES-256-GCM with a key derived (scrypt) from CRYPTO_SECRET, so a
// database dump alone does not reveal provider keys. Values without the prefix are plaintext
// (an imported database) and are read as-is.

const PREFIX = 'enc:v1:';
const SALT = 'tollgate-channel-key-v1';
const derived = new Map<string, Buffer>();

function keyFor(secret: string): Buffer {
  let key = derived.get(secret);
  if (!key) {
    key = scryptSync(secret, SALT, 32);
    derived.set(secret, key);
  }
  return key;
}

export function encryptKey(secret: string, plain: string): string {
  if (plain === '' || plain.startsWith(PREFIX)) return plain;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
}

/** Plaintext of a stored key; throws when the value was encrypted with another secret. */
export function decryptKey(secret: string, stored: string): string {
  if (!stored.startsWith(PREFIX)) return stored;
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(secret), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

export const isEncrypted = (stored: string) => stored.startsWith(PREFIX);

const fileSecrets = new Map<string, string>();

/**
 * The secret channel keys are encrypted with: CRYPTO_SECRET, else SESSION_SECRET, else a random
 * key kept in ./data/crypto.key (created on first use; back it up with the database).
 */
export function cryptoSecret(config: Pick<Config, 'CRYPTO_SECRET' | 'SESSION_SECRET'>, keyFile = './data/crypto.key'): string {
  if (config.CRYPTO_SECRET) return config.CRYPTO_SECRET;
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = resolve(keyFile);
  let secret = fileSecrets.get(file);
  if (secret) return secret;
  if (existsSync(file)) {
    secret = readFileSync(file, 'utf8').trim();
  } else {
    secret = randomBytes(32).toString('hex');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, secret + '\n', { mode: 0o600 });
  }
  fileSecrets.set(file, secret);
  return secret;
}
