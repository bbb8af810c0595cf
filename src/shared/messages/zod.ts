/**
 * zod's own English messages (zod 4, locales/en), for the checks a schema gives no words of its own:
 * what a hand-made request (or the fuzzer) can meet, rarely a person at a form. Their variables are
 * zod's type names and limits, shown as they are.
 */
export const ZOD_MESSAGES = {
  ZOD_INVALID_TYPE: 'Invalid input: expected {{expected}}, received {{received}}',
  ZOD_INVALID_VALUE: 'Invalid input: expected {{expected}}',
  ZOD_INVALID_OPTION: 'Invalid option: expected one of {{options}}',
  ZOD_TOO_BIG: 'Too big: expected {{origin}} to be {{limit}}',
  ZOD_TOO_BIG_size: 'Too big: expected {{origin}} to have {{limit}} {{unit}}',
  ZOD_TOO_SMALL: 'Too small: expected {{origin}} to be {{limit}}',
  ZOD_TOO_SMALL_size: 'Too small: expected {{origin}} to have {{limit}} {{unit}}',
  ZOD_INVALID_PATTERN: 'Invalid string: must match pattern {{pattern}}',
  ZOD_INVALID_FORMAT: 'Invalid {{format}}',
  ZOD_NOT_MULTIPLE_OF: 'Invalid number: must be a multiple of {{divisor}}',
  ZOD_UNRECOGNIZED_KEY: 'Unrecognized key: {{keys}}',
  ZOD_UNRECOGNIZED_KEYS: 'Unrecognized keys: {{keys}}',
  ZOD_INVALID_KEY: 'Invalid key in {{origin}}',
  ZOD_INVALID_ELEMENT: 'Invalid value in {{origin}}',
  ZOD_INVALID_INPUT: 'Invalid input',
  ZOD_INVALID_UNION: 'Invalid input: more than one option matched',
  ZOD_INVALID_DISCRIMINATOR: 'Invalid discriminator value. Expected {{options}}',
} as const;
