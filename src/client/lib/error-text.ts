import i18n from 'i18next';
import { createMatcher, render, type MessageMatcher, type MessageRef } from '#shared/messages/match';

/**
 * The reader's words for the server's (docs/i18n.md, "Server messages"). An API error carries a
 * registered `code` and `params`; a form's message is an English text from a shared zod schema. Both
 * are shown as `errors:<code>` in the reader's language, falling back to the English text.
 *
 * The English `errors` catalogue is the registry (src/shared/messages; a test keeps them equal), so
 * the text → code lookup is built from it rather than bundling the registry into the client.
 */
const NS = 'errors';
let built: { table: object; matcher: MessageMatcher; terms: Map<string, string> } | null = null;

function lookup() {
  if (!i18n.isInitialized) return null;
  const table = i18n.getResourceBundle('en', NS) as Record<string, unknown> | undefined;
  if (!table) return null;
  if (built?.table !== table) {
    const terms = new Map(Object.entries((table.terms ?? {}) as Record<string, string>).map(([key, text]) => [text, key]));
    built = { table, matcher: createMatcher(table), terms };
  }
  return built;
}

/** A variable's value in the reader's words when it is a known term (a field label, a status…). */
function localParams(params: Record<string, string>, terms: Map<string, string> | undefined) {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    const term = name === 'context' ? undefined : terms?.get(value);
    out[name] = term ? i18n.t(`${NS}:terms.${term}`, { defaultValue: value }) : value;
  }
  return out;
}

/** The text of a registered message in the reader's language; `english` when it has none. */
export function textOfRef(ref: MessageRef | undefined, english: string): string {
  if (!ref?.code || !i18n.isInitialized) return english;
  const l = lookup();
  const params = ref.params ?? {};
  // A code whose English text is not this message (an unregistered message under a generic code)
  // would show the wrong words: read the message itself instead.
  if (l) {
    const key = params.context ? `${ref.code}_${params.context}` : ref.code;
    const template = l.table[key as keyof typeof l.table];
    if (typeof template !== 'string' || render(template, params) !== english) return textOfMessage(english);
  }
  return i18n.t(`${NS}:${ref.code}`, { ...localParams(params, l?.terms), defaultValue: english }) || english;
}

/** An English message (a zod schema's, or a field error's) in the reader's language. */
export function textOfMessage(english: string): string {
  const l = lookup();
  const ref = l?.matcher.match(english);
  if (!ref) return english;
  return i18n.t(`${NS}:${ref.code}`, { ...localParams(ref.params ?? {}, l?.terms), defaultValue: english }) || english;
}
