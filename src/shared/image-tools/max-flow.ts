/**
 * Minimum s-t cut of a pixel grid by the Boykov–Kolmogorov max-flow algorithm ("An Experimental
 * Comparison of Min-Cut/Max-Flow Algorithms for Energy Minimization in Vision", 2004): two search
 * trees grow from the source and the sink, meet, augment along the path found, and adopt the
 * orphans the augmentation leaves. Fast on the sparse, short-path graphs of image segmentation.
 */

/** A pixel grid with 8-neighbour arcs in compressed rows: node i's arcs are start[i] … start[i+1]-1. */
export interface Grid {
  width: number;
  height: number;
  start: Int32Array;
  /** The node an arc points to. */
  head: Int32Array;
  /** The reverse arc of each arc. */
  sister: Int32Array;
}

const NEIGHBOURS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [-1, -1],
  [1, -1],
  [-1, 1],
] as const;

/** The 8-connected grid of width × height nodes. */
export function createGrid(width: number, height: number): Grid {
  const n = width * height;
  const start = new Int32Array(n + 1);
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let degree = 0;
      for (const [dx, dy] of NEIGHBOURS) if (inside(x + dx, y + dy)) degree++;
      start[y * width + x + 1] = degree;
    }
  for (let i = 0; i < n; i++) start[i + 1]! += start[i]!;
  const head = new Int32Array(start[n]!);
  const fill = start.slice(0, n);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (const [dx, dy] of NEIGHBOURS) if (inside(x + dx, y + dy)) head[fill[y * width + x]!++] = (y + dy) * width + x + dx;
  // The sister of the arc i→j is the arc j→i: found by a scan of j's few arcs.
  const sister = new Int32Array(head.length);
  for (let i = 0; i < n; i++)
    for (let arc = start[i]!; arc < start[i + 1]!; arc++) {
      const j = head[arc]!;
      for (let back = start[j]!; back < start[j + 1]!; back++)
        if (head[back] === i) {
          sister[arc] = back;
          break;
        }
    }
  return { width, height, start, head, sister };
}

const FREE = 0;
const SOURCE = 1;
const SINK = 2;
const NO_PARENT = -1;
const TERMINAL = -2;
const ORPHAN = -3;
const FAR = 1 << 30;

/**
 * The minimum cut: 1 for nodes on the source side, 0 on the sink side. `arcCapacity` gives each
 * arc's capacity (not changed); `terminal` each node's net terminal capacity (source minus sink:
 * positive ties it to the source, negative to the sink).
 */
export function minCut(grid: Grid, arcCapacity: Float64Array, terminal: Float64Array): Uint8Array {
  const { start, head, sister } = grid;
  const n = terminal.length;
  const residual = Float64Array.from(arcCapacity);
  const tr = Float64Array.from(terminal);
  const tree = new Uint8Array(n);
  const parent = new Int32Array(n).fill(NO_PARENT);
  const stamp = new Int32Array(n);
  const dist = new Int32Array(n);
  const queued = new Uint8Array(n);
  const queue = new Int32Array(n + 1);
  let queueHead = 0;
  let queueTail = 0;
  const orphans: number[] = [];
  let time = 0;

  const activate = (i: number) => {
    if (queued[i]) return;
    queued[i] = 1;
    queue[queueTail] = i;
    queueTail = queueTail === n ? 0 : queueTail + 1;
  };
  const nextActive = (): number => {
    while (queueHead !== queueTail) {
      const i = queue[queueHead]!;
      queueHead = queueHead === n ? 0 : queueHead + 1;
      queued[i] = 0;
      if (parent[i] !== NO_PARENT) return i;
    }
    return -1;
  };

  for (let i = 0; i < n; i++) {
    if (tr[i]! === 0) continue;
    tree[i] = tr[i]! > 0 ? SOURCE : SINK;
    parent[i] = TERMINAL;
    dist[i] = 1;
    activate(i);
  }

  const augment = (bridge: number) => {
    // bridge: an arc from a source-tree node to a sink-tree node.
    let flow = residual[bridge]!;
    for (let x = head[sister[bridge]!]!; ; ) {
      const arc = parent[x]!;
      if (arc === TERMINAL) {
        flow = Math.min(flow, tr[x]!);
        break;
      }
      flow = Math.min(flow, residual[sister[arc]!]!);
      x = head[arc]!;
    }
    for (let x = head[bridge]!; ; ) {
      const arc = parent[x]!;
      if (arc === TERMINAL) {
        flow = Math.min(flow, -tr[x]!);
        break;
      }
      flow = Math.min(flow, residual[arc]!);
      x = head[arc]!;
    }
    residual[sister[bridge]!]! += flow;
    residual[bridge]! -= flow;
    for (let x = head[sister[bridge]!]!; ; ) {
      const arc = parent[x]!;
      if (arc === TERMINAL) {
        tr[x]! -= flow;
        if (tr[x]! <= 0) orphan(x);
        break;
      }
      residual[arc]! += flow;
      residual[sister[arc]!]! -= flow;
      if (residual[sister[arc]!]! <= 0) orphan(x);
      x = head[arc]!;
    }
    for (let x = head[bridge]!; ; ) {
      const arc = parent[x]!;
      if (arc === TERMINAL) {
        tr[x]! += flow;
        if (tr[x]! >= 0) orphan(x);
        break;
      }
      residual[sister[arc]!]! += flow;
      residual[arc]! -= flow;
      if (residual[arc]! <= 0) orphan(x);
      x = head[arc]!;
    }
  };
  const orphan = (x: number) => {
    parent[x] = ORPHAN;
    orphans.push(x);
  };

  /** Distance of node j to its terminal along parents, or FAR when its chain ends at an orphan. */
  const originDistance = (j: number): number => {
    let d = 0;
    for (let y = j; ; ) {
      if (stamp[y] === time) return d + dist[y]!;
      const arc = parent[y]!;
      d++;
      if (arc === TERMINAL) {
        stamp[y] = time;
        dist[y] = 1;
        return d;
      }
      if (arc === ORPHAN) return FAR;
      y = head[arc]!;
    }
  };

  const adopt = (i: number) => {
    const side = tree[i]!;
    let best = NO_PARENT;
    let bestDistance = FAR;
    for (let arc = start[i]!; arc < start[i + 1]!; arc++) {
      const open = side === SOURCE ? residual[sister[arc]!]! > 0 : residual[arc]! > 0;
      const j = head[arc]!;
      if (!open || tree[j] !== side || parent[j] === NO_PARENT) continue;
      let d = originDistance(j);
      if (d >= FAR) continue;
      if (d < bestDistance) {
        best = arc;
        bestDistance = d;
      }
      for (let y = j; stamp[y] !== time; y = head[parent[y]!]!) {
        stamp[y] = time;
        dist[y] = d--;
      }
    }
    if (best !== NO_PARENT) {
      parent[i] = best;
      stamp[i] = time;
      dist[i] = bestDistance + 1;
      return;
    }
    // No new parent: i becomes free; its children become orphans, its tree neighbours active.
    for (let arc = start[i]!; arc < start[i + 1]!; arc++) {
      const j = head[arc]!;
      const up = parent[j]!;
      if (tree[j] !== side || up === NO_PARENT) continue;
      if (side === SOURCE ? residual[sister[arc]!]! > 0 : residual[arc]! > 0) activate(j);
      if (up !== TERMINAL && up !== ORPHAN && head[up] === i) orphan(j);
    }
    tree[i] = FREE;
    parent[i] = NO_PARENT;
  };

  let current = -1;
  for (;;) {
    let i = current;
    if (i >= 0) {
      queued[i] = 0;
      if (parent[i] === NO_PARENT) i = -1;
    }
    if (i < 0) i = nextActive();
    if (i < 0) break;

    let bridge = -1;
    if (tree[i] === SOURCE) {
      for (let arc = start[i]!; arc < start[i + 1]!; arc++) {
        if (residual[arc]! <= 0) continue;
        const j = head[arc]!;
        if (parent[j] === NO_PARENT) {
          tree[j] = SOURCE;
          parent[j] = sister[arc]!;
          stamp[j] = stamp[i]!;
          dist[j] = dist[i]! + 1;
          activate(j);
        } else if (tree[j] === SINK) {
          bridge = arc;
          break;
        } else if (stamp[j]! <= stamp[i]! && dist[j]! > dist[i]!) {
          parent[j] = sister[arc]!;
          stamp[j] = stamp[i]!;
          dist[j] = dist[i]! + 1;
        }
      }
    } else {
      for (let arc = start[i]!; arc < start[i + 1]!; arc++) {
        if (residual[sister[arc]!]! <= 0) continue;
        const j = head[arc]!;
        if (parent[j] === NO_PARENT) {
          tree[j] = SINK;
          parent[j] = sister[arc]!;
          stamp[j] = stamp[i]!;
          dist[j] = dist[i]! + 1;
          activate(j);
        } else if (tree[j] === SOURCE) {
          bridge = sister[arc]!;
          break;
        } else if (stamp[j]! <= stamp[i]! && dist[j]! > dist[i]!) {
          parent[j] = sister[arc]!;
          stamp[j] = stamp[i]!;
          dist[j] = dist[i]! + 1;
        }
      }
    }
    time++;
    if (bridge < 0) {
      current = -1;
      continue;
    }
    queued[i] = 1; // i stays the growing node: it may have more arcs to the other tree
    current = i;
    augment(bridge);
    time++;
    while (orphans.length) adopt(orphans.pop()!);
  }

  const cut = new Uint8Array(n);
  for (let i = 0; i < n; i++) cut[i] = parent[i] !== NO_PARENT && tree[i] === SOURCE ? 1 : 0;
  return cut;
}
