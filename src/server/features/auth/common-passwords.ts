import { readFileSync } from 'node:fs';

// The 1,000 most common passwords (zxcvbn's frequency list), loaded once.
const COMMON = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#')),
);

export const COMMON_PASSWORD_MESSAGE = 'This password is too common and easy to guess. Please choose another one.';

export const isCommonPassword = (password: string) => COMMON.has(password.toLowerCase());
