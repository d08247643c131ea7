/**
 * How guessable a new staff password is: zxcvbn-ts (ADR 039) with the common and English
 * dictionaries, the account's email (its local part and its words) and the product's names as
 * words of the attacker's list. A password is accepted only at zxcvbn's top score (at least 10¹⁰
 * guesses): `password1234`, `renovo2024renovo` or `alice.wang2024` for alice.wang@… are refused.
 * The dictionaries (a few MB) load on the first check, not at start: most processes never set a
 * password.
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** Words an attacker tries first against this product's staff, besides the dictionaries. */
const PRODUCT_WORDS = ['renovo', 'console', 'staff', 'admin', '裝修好家', 'zhuangxiu'];
/** zxcvbn's score (0–4) a staff password must reach. */
const MIN_SCORE = 4;

/** Why a password was refused: names a message of `consoleApiMessages`. */
export type PasswordWeakness =
  | 'passwordCommon'
  | 'passwordPersonal'
  | 'passwordPattern'
  | 'passwordDate'
  | 'passwordWeak';

let factory: Promise<ZxcvbnFactory> | null = null;

function load(): Promise<ZxcvbnFactory> {
  factory ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...en.dictionary },
    });
  })();
  return factory;
}

/** The email's local part and its words (`alice.wang` → alice.wang, alice, wang). */
function emailWords(email: string): string[] {
  const local = email.trim().toLowerCase().split('@')[0] ?? '';
  return [local, ...local.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3)];
}

/** Why `password` is too guessable for the account of `email`, or null when it is strong enough. */
export async function passwordWeakness(password: string, email: string): Promise<PasswordWeakness | null> {
  const zxcvbn = await load();
  const result = zxcvbn.check(password, [...PRODUCT_WORDS, ...emailWords(email)]);
  if (result.score >= MIN_SCORE) return null;
  const patterns = new Set(result.sequence.map((match) => match.pattern));
  const dictionaries = result.sequence.map((match) =>
    'dictionaryName' in match ? String(match.dictionaryName) : '',
  );
  if (dictionaries.includes('userInputs')) return 'passwordPersonal';
  if (dictionaries.some((name) => name.startsWith('passwords'))) return 'passwordCommon';
  if (patterns.has('repeat') || patterns.has('sequence') || patterns.has('spatial')) return 'passwordPattern';
  if (patterns.has('date') || patterns.has('regex')) return 'passwordDate';
  return 'passwordWeak';
}
