import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/** One AES-256 key of the keyring, named so a sealed value says which key opens it. */
export interface DataKey {
  id: string;
  key: Buffer;
}

const PREFIX = "enc:v1:";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Used outside production when DATA_ENCRYPTION_KEYS is unset (production refuses to start without it). */
const DEVELOPMENT_KEY: DataKey = { id: "dev", key: createHash("sha256").update("vyc development data key").digest() };

let keyring: DataKey[] = [DEVELOPMENT_KEY];

/**
 * Reads `id:base64key,id:base64key`: the first key seals, every key opens (older keys stay listed
 * until the retention job has resealed their values under the first).
 */
export function parseDataKeys(text: string): DataKey[] {
  const keys = text.split(",").map((part) => part.trim()).filter(Boolean).map((part) => {
    const [id, encoded] = part.split(":");
    const key = Buffer.from(encoded ?? "", "base64");
    if (!id || !/^[A-Za-z0-9_-]+$/.test(id) || key.length !== 32) throw new Error("Each data key is <id>:<32 bytes in base64>, e.g. k1:$(openssl rand -base64 32)");
    return { id, key };
  });
  if (keys.length === 0) throw new Error("No data key given.");
  if (new Set(keys.map((k) => k.id)).size !== keys.length) throw new Error("Data key ids must differ.");
  return keys;
}

/** Sets the keyring of the process (the server does this once, from its environment). */
export function useDataKeys(keys: DataKey[]): void {
  keyring = keys;
}

const currentKey = (): DataKey => keyring[0] ?? DEVELOPMENT_KEY;

/** The keyring of this thread, for a worker thread that opens sealed values to use the same (useDataKeys). */
export const dataKeysInUse = (): DataKey[] => [...keyring];

/** AES-256-GCM under the current key: "enc:v1:<key id>:<base64url of iv, tag and ciphertext>". Empty stays null. */
export function sealText(plain: string | null | undefined): string | null {
  if (!plain) return null;
  const { id, key } = currentKey();
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${PREFIX}${id}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

/** The plain text of a sealed value; a value written before sealing existed reads as it is. Throws on a tampered value or an unknown key. */
export function openText(stored: string | null | undefined): string | null {
  if (!stored) return null;
  if (!stored.startsWith(PREFIX)) return stored;
  const [id, payload] = stored.slice(PREFIX.length).split(":");
  const entry = keyring.find((k) => k.id === id);
  if (!entry || !payload) throw new Error(`No data key "${id ?? ""}" to open a sealed value.`);
  const bytes = Buffer.from(payload, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", entry.key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
}

/** How every value sealed under the current key begins. */
export const currentSealPrefix = (): string => `${PREFIX}${currentKey().id}:`;

/** True when the value is sealed under the current key (or empty): nothing to reseal. */
export const sealedUnderCurrentKey = (stored: string | null): boolean => !stored || stored.startsWith(currentSealPrefix());

/** The value opened and sealed again under the current key. */
export const resealText = (stored: string | null): string | null => sealText(openText(stored));
