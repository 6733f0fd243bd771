/**
 * Positions in a source map (v3) without decoding it all into objects (decision 045): one pass
 * notes where each generated line starts in `mappings` and the state there; a lookup then decodes
 * one line. Used by build-server-stacks.ts, in every bundle.
 */

export interface LineIndex {
  sources: string[];
  mappings: string;
  /** Where each generated line starts in `mappings`. */
  offsets: Int32Array;
  /** Source, original line and original column in effect at the start of each line (3 per line). */
  states: Int32Array;
}

const base64 = new Int8Array(128).fill(-1);
for (const [i, c] of [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].entries())
  base64[c.charCodeAt(0)] = i;

/** One pass over the map's Base64 VLQ mappings (source map v3): the state at each line's start. */
export function indexLines(sources: string[], mappings: string): LineIndex {
  let lines = 1;
  for (let i = mappings.indexOf(';'); i !== -1; i = mappings.indexOf(';', i + 1)) lines++;
  const offsets = new Int32Array(lines);
  const states = new Int32Array(lines * 3);
  // Source, original line and column: relative from segment to segment, across lines.
  let source = 0;
  let sourceLine = 0;
  let sourceColumn = 0;
  let line = 1;
  let field = 0;
  let value = 0;
  let shift = 0;
  for (let i = 0; i < mappings.length; i++) {
    const c = mappings.charCodeAt(i);
    if (c === 59 /* ; */) {
      offsets[line] = i + 1;
      states[line * 3] = source;
      states[line * 3 + 1] = sourceLine;
      states[line * 3 + 2] = sourceColumn;
      line++;
      field = 0;
    } else if (c === 44 /* , */) {
      field = 0;
    } else {
      const digit = base64[c]!;
      value |= (digit & 31) << shift;
      if (digit & 32) {
        shift += 5;
        continue;
      }
      const delta = value & 1 ? -(value >>> 1) : value >>> 1;
      if (field === 1) source += delta;
      else if (field === 2) sourceLine += delta;
      else if (field === 3) sourceColumn += delta;
      field++;
      value = 0;
      shift = 0;
    }
  }
  return { sources, mappings, offsets, states };
}

/**
 * The source position of a generated one (0-based line and column), or undefined when unmapped. As
 * Node's own SourceMap#findEntry: the closest segment at or before it, on an earlier line if need be.
 */
export function originalPosition(
  index: LineIndex,
  line: number,
  column: number,
): { source: string; line: number; column: number } | undefined {
  if (line < 0 || line >= index.offsets.length) return undefined;
  const state = [index.states[line * 3]!, index.states[line * 3 + 1]!, index.states[line * 3 + 2]!];
  // Before this line's first segment: the last one of an earlier line (its state carries over), if any.
  let found: number[] | undefined = index.offsets[line]! > line ? [...state] : undefined;
  let generated = 0;
  let field = 0;
  let value = 0;
  let shift = 0;
  for (let i = index.offsets[line]!; i < index.mappings.length; i++) {
    const c = index.mappings.charCodeAt(i);
    if (c === 59 /* ; */) break;
    if (c === 44 /* , */) {
      field = 0;
      continue;
    }
    const digit = base64[c]!;
    value |= (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    const delta = value & 1 ? -(value >>> 1) : value >>> 1;
    value = 0;
    shift = 0;
    if (field === 0) {
      generated += delta;
      if (generated > column) break;
      found = undefined; // a segment of one field maps nothing
    } else if (field <= 3) {
      state[field - 1]! += delta;
      if (field === 3) found = [...state];
    }
    field++;
  }
  const source = found && index.sources[found[0]!];
  return found && source !== undefined ? { source, line: found[1]!, column: found[2]! } : undefined;
}
