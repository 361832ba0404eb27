/**
 * Answers whose JSON their handler already holds as UTF-8 bytes (a list page assembled from cards
 * kept encoded), by answer object: the data route writes those bytes instead of serialising and
 * encoding the answer again, which for a 40-card page of Chinese text cost more than the rest of
 * the request (issue #11 item 6).
 */
const knownJson = new WeakMap<object, Buffer>();

/** Records `json` as the UTF-8 JSON of `value` (JSON.parse must give back value) and returns value. */
export function withKnownJson<T extends object>(value: T, json: Buffer): T {
  knownJson.set(value, json);
  return value;
}

/** The UTF-8 bytes of JSON.stringify(value), the recorded ones when there are. */
export function jsonBytesOf(value: unknown): Buffer {
  const known = typeof value === 'object' && value !== null ? knownJson.get(value) : undefined;
  return known ?? Buffer.from(JSON.stringify(value));
}
