import type { JsonObject, JsonValue } from './JsonValue.ts';
import { pointerJoin } from './JsonValue.ts';

/** Bounds on a copy made by {@link clipJson}. */
export interface ClipLimits {
  /** Deepest nesting of arrays and objects kept; a deeper container becomes a marker string. */
  maxDepth: number;
  /** Longest string kept, in UTF-16 code units; the rest is cut with a marker. */
  maxStringChars: number;
  /** Most elements of one array, or members of one object, kept. */
  maxItems: number;
  /**
   * Characters of JSON text the whole copy may take once rendered into a report (indentation
   * counted; about its size in bytes for ASCII).
   */
  maxChars: number;
}

/** A character budget several copies can share (one report, one transcript). */
export interface ClipBudget {
  left: number;
}

/** A bounded copy and the list of what was cut. */
export interface Clipped {
  value: JsonValue;
  /** One line per cut, `<JSON pointer>: <what>`; at most {@link MAX_CUT_NOTES}, then a count. */
  cuts: string[];
}

/** Notes listed per copy; further cuts are counted in a last note. */
const MAX_CUT_NOTES = 20;
/**
 * Levels above a clipped value in `report.json` (report, results, a result, cases, a case,
 * evidence, a field): the budget counts the copy as the report writes it, pretty-printed with
 * two spaces per level, so 1 MiB of `{}` costs what its 10 MiB of indentation costs on disk.
 */
const RENDERED_BASE_DEPTH = 8;
/** Characters a value at `depth` adds once rendered: a newline and its indentation. */
const rendered = (depth: number): number => 1 + 2 * (depth + RENDERED_BASE_DEPTH);

/**
 * Copies `value` into plain JSON within `limits`, and never throws: whatever an IUT or a peer
 * sent (a 10,000-deep member, a 100 MB string, a million events, a cycle, a bigint, a getter,
 * a Proxy whose traps throw) comes back as JSON that `JSON.stringify` can write, with every cut
 * marked in place (`"…[cut: …]"`) and listed in `cuts` (DESIGN §7: bounded where recorded,
 * and nothing lost silently).
 *
 * Recursion goes no deeper than `maxDepth`, so the copy's own stack is bounded too. Members are
 * read as own data properties: accessors are not run, their place is marked.
 *
 * @param budget - characters left, shared with other copies; default: `limits.maxChars`.
 * @param at - JSON pointer of `value` inside what it belongs to, used in the notes.
 */
export function clipJson(
  value: unknown,
  limits: ClipLimits,
  budget: ClipBudget = { left: limits.maxChars },
  at = '',
): Clipped {
  const notes: string[] = [];
  let unlisted = 0;
  const cut = (pointer: string, why: string): string => {
    if (notes.length < MAX_CUT_NOTES) notes.push(`${pointer || '/'}: ${why}`);
    else unlisted += 1;
    return `[cut: ${why}]`;
  };
  const ancestors = new Set<object>();

  const copyString = (s: string, pointer: string): string => {
    const room = Math.max(0, Math.min(limits.maxStringChars, budget.left - 2));
    if (s.length <= room) {
      budget.left -= s.length + 2;
      return fresh(s);
    }
    let keep = room;
    // Never end on the first half of a surrogate pair.
    if (keep > 0 && /[\uD800-\uDBFF]/.test(s.charAt(keep - 1))) keep -= 1;
    budget.left -= keep + 2;
    return `${fresh(s.slice(0, keep))}…${cut(pointer, `${s.length - keep} of ${s.length} characters`)}`;
  };

  const copy = (v: unknown, pointer: string, depth: number): JsonValue => {
    switch (typeof v) {
      case 'string':
        return copyString(v, pointer);
      case 'boolean':
        budget.left -= 5;
        return v;
      case 'number':
        if (!Number.isFinite(v)) return cut(pointer, `${String(v)} is not a JSON number`);
        budget.left -= 8;
        return v;
      case 'bigint':
        return cut(pointer, `a bigint (${String(v).slice(0, 40)}n) is not JSON`);
      case 'undefined':
        budget.left -= 4;
        return null;
      case 'object':
        break;
      default:
        return cut(pointer, `a ${typeof v} is not JSON`);
    }
    if (v === null) {
      budget.left -= 4;
      return null;
    }
    if (depth >= limits.maxDepth)
      return cut(pointer, `nested deeper than ${limits.maxDepth} levels`);
    if (budget.left <= 0) return cut(pointer, 'the size budget was spent');
    if (ancestors.has(v)) return cut(pointer, 'a cycle (refers back to an enclosing value)');
    if (v instanceof Error) return copyString(`${v.name}: ${v.message}`, pointer);
    ancestors.add(v);
    try {
      return Array.isArray(v) ? copyArray(v, pointer, depth) : copyObject(v, pointer, depth);
    } catch {
      // A Proxy trap or an exotic object threw while being read.
      return cut(pointer, 'reading it threw');
    } finally {
      ancestors.delete(v);
    }
  };

  const copyArray = (v: readonly unknown[], pointer: string, depth: number): JsonValue[] => {
    const out: JsonValue[] = [];
    budget.left -= 2;
    const length = v.length;
    let i = 0;
    for (; i < length && i < limits.maxItems && budget.left > 0; i++) {
      const child = pointerJoin(pointer, i);
      out.push(copy(member(v, String(i), child), child, depth + 1));
      budget.left -= 1 + rendered(depth + 1);
    }
    if (i < length) out.push(cut(pointer, `${length - i} of ${length} items`));
    return out;
  };

  const copyObject = (v: object, pointer: string, depth: number): JsonObject => {
    const out: JsonObject = {};
    budget.left -= 2;
    const keys = Object.keys(v);
    let kept = 0;
    for (const key of keys) {
      if (kept >= limits.maxItems || budget.left <= 0) break;
      kept += 1;
      const child = pointerJoin(pointer, key);
      const item = member(v, key, child);
      if (item === undefined) continue;
      const name = key.length > limits.maxStringChars ? copyString(key, child) : key;
      budget.left -= name.length + 4 + rendered(depth + 1);
      // defineProperty, so a member named "__proto__" stays a member instead of a prototype.
      Object.defineProperty(out, name, {
        value: copy(item, child, depth + 1),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    if (kept < keys.length) {
      Object.defineProperty(out, '(cut)', {
        value: cut(pointer, `${keys.length - kept} of ${keys.length} members`),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  };

  const member = (target: object, key: string, pointer: string): unknown => {
    const d = Object.getOwnPropertyDescriptor(target, key);
    if (d === undefined) return undefined;
    if (d.get !== undefined || d.set !== undefined) return cut(pointer, 'an accessor, not read');
    return d.value;
  };

  let out: JsonValue;
  try {
    out = copy(value, at, 0);
  } catch {
    out = cut(at, 'reading it threw');
  }
  if (unlisted > 0) notes.push(`…and ${unlisted} more cut(s)`);
  return { value: out, cuts: notes };
}

/**
 * A flat copy of `s` that shares no memory with it. V8 represents `slice()` results and
 * concatenations as views of the original string, so an 80-character preview can keep a 12 MB
 * answer alive for the whole run; a bounded copy must own its characters. (UTF-16 round trip:
 * exact for every string, lone surrogates included.)
 */
function fresh(s: string): string {
  return s.length < 16 ? s : Buffer.from(s, 'utf16le').toString('utf16le');
}
