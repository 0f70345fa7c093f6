import { isAscii } from 'node:buffer';

/** The id of a line that normalises past the quote cap: no quote line within it equals one. */
const LONG = -1;
/** The id of a quote line no line of the file holds. */
const NONE = -2;

/**
 * Every line of a file as an id of the text quotes compare it by (one id a text), where each line
 * starts, and the lines of each id in order: a quote is then its lines' ids, compared as integers
 * at each place its first line stands, never by bytes again. Costs one decode of the whole file
 * (some 15 to 50 ns a byte), so it is built only for a file whose quotes would cost more.
 */
export class LineTable {
  /** Each line's id (LONG past the cap). */
  readonly ids: Int32Array;
  /** Each line's byte offset, then the file's length + 1: line i costs starts[i + 1] - starts[i], its bytes and newline. */
  readonly starts: Float64Array;
  private readonly byText = new Map<string, number>();
  /** The lines of id k, ascending, are lines[from[k]] to lines[from[k + 1] - 1]. */
  private readonly from: Int32Array;
  private readonly lines: Int32Array;

  /**
   * `latin1` is the file's bytes read as latin1 (where its newlines are); `textOf` a decoded line's
   * text as quotes are compared, undefined past the cap. A newline byte is never part of a UTF-8
   * sequence, so the file decoded whole splits into the lines each decoded alone.
   */
  constructor(buf: Buffer, latin1: string, textOf: (line: string) => string | undefined) {
    const decoded = isAscii(buf) ? latin1 : buf.toString('utf8');
    // Counted first, so that a file of millions of lines holds them in typed arrays only.
    let n = 1;
    for (let nl = latin1.indexOf('\n'); nl >= 0; nl = latin1.indexOf('\n', nl + 1)) n++;
    this.ids = new Int32Array(n);
    this.starts = new Float64Array(n + 1);
    for (let i = 0, at = 0, d = 0; i < n; i++) {
      const nl = latin1.indexOf('\n', at);
      const dnl = decoded.indexOf('\n', d);
      const text = textOf(decoded.slice(d, dnl < 0 ? decoded.length : dnl));
      let id = text === undefined ? LONG : this.byText.get(text);
      if (id === undefined) this.byText.set(text!, (id = this.byText.size));
      this.ids[i] = id;
      this.starts[i] = at;
      at = nl + 1;
      d = dnl + 1;
    }
    this.starts[n] = buf.length + 1;
    [this.from, this.lines] = this.byId();
  }

  /** The lines of each id, by counting: the ids' first lines, then every line in its id's place. */
  private byId(): [Int32Array, Int32Array] {
    const from = new Int32Array(this.byText.size + 1);
    for (const id of this.ids) if (id >= 0) from[id + 1]!++;
    for (let k = 1; k < from.length; k++) from[k]! += from[k - 1]!;
    const next = from.slice(0, -1);
    const lines = new Int32Array(from[from.length - 1]!);
    this.ids.forEach((id, i) => {
      if (id >= 0) lines[next[id]!++] = i;
    });
    return [from, lines];
  }

  /** The id of a quote line's text (NONE when no line holds it). */
  idOf(text: string): number {
    return this.byText.get(text) ?? NONE;
  }

  /** The lines holding `id`, ascending. */
  linesOf(id: number): Int32Array {
    return id < 0 ? new Int32Array(0) : this.lines.subarray(this.from[id], this.from[id + 1]);
  }
}
