/**
 * The provider error codes the web app branches on, found in its source text, and the codes the pact records.
 * `contracts/__tests__/errorCodes.test.ts` fails when the app handles a code that no interaction answers with:
 * a code only the app knows is a branch the provider never takes, and nothing verifies it (contracts/README.md
 * "Error codes we rely on").
 *
 * A code is handled where the source
 * - compares a code with it: `code === 'x'`, `error.data?.code !== 'x'`, `'x' === code`;
 * - names it as a `case 'x':` of a `switch` on a code;
 * - uses it as a key of an error map: an object literal bound to a name ending in `Errors`, `errors`, `Codes`
 *   or `codes` (`const registerErrors: Record<string, ShownError> = { invalid_phone: … }`);
 * - lists it in an array literal tested against a code: `['x', 'y'].includes(code)`.
 */

export interface SourceFile {
  /** Relative to `src/`, for messages. */
  path: string;
  text: string;
}

/** A provider error code: lower case words joined by `_` (`invalid_otp`, `doctor_not_available`). */
const CODE = String.raw`[a-z][a-z0-9]*(?:_[a-z0-9]+)*`;
/** An expression that reads a code: `code`, `error.code`, `data?.code`, `errorCode`. */
const CODE_EXPRESSION = String.raw`(?<![\w$.?]|typeof\s+)(?:[\w$]+\??\.)*(?:code|errorCode)(?![\w$])`;
const QUOTED = String.raw`(['"])(${CODE})\1`;

const comparedAfter = new RegExp(String.raw`${CODE_EXPRESSION}\s*[!=]==?\s*${QUOTED}`, 'g');
const comparedBefore = new RegExp(String.raw`${QUOTED}\s*[!=]==?\s*${CODE_EXPRESSION}`, 'g');
const switchOnCode = new RegExp(String.raw`switch\s*\(\s*([^)]*)\)\s*\{`, 'g');
const caseLabel = new RegExp(String.raw`case\s+${QUOTED}\s*:`, 'g');
const errorMap = /(?:const|let|var)\s+[\w$]*(?:Errors|errors|Codes|codes)\s*(?::[^=]+)?=\s*\{/g;
const includesCode = new RegExp(
  String.raw`\[([^\]]*)\]\s*\.includes\(\s*${CODE_EXPRESSION}\s*(?:as [\w$]+\s*)?\)`,
  'g',
);
const quotedCode = new RegExp(QUOTED, 'g');

/** The text between the `{` at `open` and its matching `}` (strings and comments are not special-cased). */
function block(text: string, open: number): string {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}') {
      depth -= 1;
      if (depth === 0) return text.slice(open + 1, index);
    }
  }
  return text.slice(open + 1);
}

/** The keys written at the top level of an object literal's body (`key:`, `'key':`), skipping nested ones. */
function topLevelKeys(body: string): string[] {
  const keys: string[] = [];
  let depth = 0;
  const key = new RegExp(String.raw`^(['"]?)(${CODE})\1\s*:`);
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index]!;
    if ('{[('.includes(char)) depth += 1;
    else if ('}])'.includes(char)) depth -= 1;
    else if (depth === 0 && (index === 0 || /[\s,{]/.test(body[index - 1]!))) {
      const match = key.exec(body.slice(index));
      if (match) {
        keys.push(match[2]!);
        index += match[0].length - 1;
      }
    }
  }
  return keys;
}

/** Every code the source branches on, with where (`path:line`) it is handled. */
export function handledCodes(files: SourceFile[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const { path, text } of files) {
    const add = (code: string, offset: number) => {
      const where = `${path}:${text.slice(0, offset).split('\n').length}`;
      found.set(code, [...(found.get(code) ?? []), where]);
    };
    for (const match of text.matchAll(comparedAfter)) add(match[2]!, match.index);
    for (const match of text.matchAll(comparedBefore)) add(match[2]!, match.index);
    for (const match of text.matchAll(switchOnCode)) {
      if (!new RegExp(CODE_EXPRESSION).test(match[1]!)) continue;
      const open = match.index + match[0].length - 1;
      for (const label of block(text, open).matchAll(caseLabel)) add(label[2]!, open + label.index);
    }
    for (const match of text.matchAll(errorMap)) {
      const open = match.index + match[0].length - 1;
      for (const key of topLevelKeys(block(text, open))) add(key, match.index);
    }
    for (const match of text.matchAll(includesCode)) {
      for (const listed of match[1]!.matchAll(quotedCode)) add(listed[2]!, match.index);
    }
  }
  return found;
}

interface PactInteraction {
  description: string;
  response: { status: number; body?: { content?: unknown } };
}

/** `code` of every error response in the pact (status 400 and up), with the interactions that return it. */
export function codesInPact(pact: { interactions: PactInteraction[] }): Map<string, string[]> {
  const codes = new Map<string, string[]>();
  for (const { description, response } of pact.interactions) {
    const content = response.body?.content as { code?: unknown } | undefined;
    if (response.status < 400 || typeof content?.code !== 'string') continue;
    codes.set(content.code, [...(codes.get(content.code) ?? []), description]);
  }
  return codes;
}

/** Codes the app handles that no interaction of the pact answers with, and where the app handles them. */
export function codesWithoutInteraction(
  handled: Map<string, string[]>,
  inPact: Map<string, string[]>,
): { code: string; handledAt: string[] }[] {
  return [...handled]
    .filter(([code]) => !inPact.has(code))
    .map(([code, handledAt]) => ({ code, handledAt }))
    .sort((a, b) => a.code.localeCompare(b.code));
}
