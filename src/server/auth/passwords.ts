import { hash, type Options, verify } from "@node-rs/argon2";
import type { PasswordPolicy } from "../../../services/contract/clients.js";

// argon2id (the package's default algorithm, named explicitly) with the OWASP baseline: 19 MiB, 2 passes.
const OPTIONS: Options = { algorithm: 2 as Options["algorithm"], memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** argon2id hash of a plaintext password. */
export const hashPassword = (plain: string) => hash(plain, OPTIONS);

/** Whether a plaintext matches an argon2 hash; a malformed hash is simply no match. */
export const verifyPassword = async (hashed: string, plain: string) => {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
};

let dummy: Promise<string> | undefined;
/** Burns the time of one verify, so an unknown login answers as slowly as a wrong password. */
export const burnVerify = async (plain: string) => {
  dummy ??= hashPassword("stride-dummy-password");
  await verifyPassword(await dummy, plain);
};

/** The policy a client without its own settings gets. */
export const DEFAULT_POLICY: PasswordPolicy = {
  min_length: 8, max_length: 128, require_letters: true, require_digits: true, require_symbols: false,
  require_mixed_case: true, lockout_attempts: 5, lockout_minutes: 15, expiry_days: 0, history_size: 3,
};

/** Catalogue ids of the policy rules a password breaks (empty when it complies). */
export const policyViolations = (policy: PasswordPolicy, plain: string): string[] => {
  const broken: string[] = [];
  const length = [...plain].length;
  if (length < policy.min_length) broken.push("auth.password.policy.minLength");
  if (length > policy.max_length) broken.push("auth.password.policy.maxLength");
  if (policy.require_letters && !/[A-Za-z]/.test(plain)) broken.push("auth.password.policy.letters");
  if (policy.require_digits && !/[0-9]/.test(plain)) broken.push("auth.password.policy.digits");
  // The spec's punctuation list is . , : ; ? ! * + % - < > @ [ ] { } / \ _ $ #; any other non-alphanumeric
  // printable character counts too, so the server never refuses what a stricter browser check let through.
  if (policy.require_symbols && !/[^\p{L}\p{N}\s]/u.test(plain)) broken.push("auth.password.policy.symbols");
  if (policy.require_mixed_case && !(/[a-z]/.test(plain) && /[A-Z]/.test(plain))) broken.push("auth.password.policy.mixedCase");
  return broken;
};

/** Whether the plaintext matches any of the given hashes (password history). */
export const matchesAny = async (hashes: readonly string[], plain: string) => {
  for (const h of hashes) if (await verifyPassword(h, plain)) return true;
  return false;
};
