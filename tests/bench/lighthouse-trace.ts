/**
 * What Lighthouse's Total Blocking Time is made of, page by page: loads a page in Chromium at 4×
 * CPU throttling (Lighthouse's mobile setting), traces it, and prints each main-thread task over
 * 50 ms from navigation until the page has been quiet for 3 s: its length, its blocking part (over
 * 50 ms, what TBT adds up) and what it spent its time on (parse, style, layout, script, by the
 * script's URL and the functions with the most self time). Cheaper than a Lighthouse run, and it says
 * *which* work blocks. Served by the real built server, as tests/bench/lighthouse.ts does.
 *
 * Usage: npm run build && tsx tests/bench/lighthouse-trace.ts [page …] (products, cart, home,
 * product; `--runs=N` repeats each page and prints the median TBT). A shopper's cookies are made
 * for cart and account (lighthouse-shopper.ts).
 */
import type { CDPSession } from 'playwright-core';
import { AGE_COOKIE } from '../../web/src/brand/age-cookie.ts';
import { launchBrowser } from '../support/browser.ts';
import { startServer } from '../support/server-process.ts';
import { firstProductSlug } from './first-product.ts';
import { shopperCookieHeader } from './lighthouse-shopper.ts';
import { warmPictures } from './warm-pictures.ts';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: Record<string, unknown> };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 1);
/** `--detail=N`: also the N functions with the most inclusive time in each long task. */
const detail = Number(args.find((arg) => arg.startsWith('--detail='))?.slice(9) ?? 0);
const wanted = args.filter((arg) => !arg.startsWith('--'));

async function collectTrace(client: CDPSession, work: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  client.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => client.once('Tracing.tracingComplete', () => resolve()));
  await client.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
        'blink.user_timing',
        'loading',
      ],
    },
  });
  await work();
  await client.send('Tracing.end');
  await done;
  return events;
}

/** The renderer's main thread: where the page's HTML (not the first about:blank) was parsed. */
function mainThread(events: TraceEvent[], url: string): { pid: number; tid: number } {
  const parse = events.find(
    (event) =>
      event.name === 'ParseHTML' &&
      String((event.args as { beginData?: { url?: string } } | undefined)?.beginData?.url ?? '') === url,
  );
  if (!parse) throw new Error(`no ParseHTML of ${url} in the trace`);
  return { pid: parse.pid, tid: parse.tid };
}

const shortUrl = (url: string | undefined) =>
  (url ?? '').replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') || '(inline)';

/** Self time per function from the trace's CPU profile samples, within [start, end). */
function profileSelfTimes(events: TraceEvent[], thread: { pid: number; tid: number }) {
  const nodes = new Map<number, ProfileNode>();
  const samples: Array<{ ts: number; node: number }> = [];
  let ts = 0;
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== thread.pid) continue;
    const data = event.args?.data as
      | { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }
      | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    for (let at = 0; at < ids.length; at += 1) {
      ts += deltas[at] ?? 0;
      samples.push({ ts, node: ids[at] as number });
    }
  }
  const profileStart = events.find((event) => event.name === 'Profile' && event.pid === thread.pid);
  const base = (profileStart?.args?.data as { startTime?: number } | undefined)?.startTime ?? 0;
  const frameName = (frame: ProfileNode['callFrame']) =>
    `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
  return (start: number, end: number, inclusive = false) => {
    const self = new Map<string, number>();
    for (let at = 0; at < samples.length; at += 1) {
      const sample = samples[at] as { ts: number; node: number };
      const time = base + sample.ts;
      if (time < start || time >= end) continue;
      const next = samples[at + 1];
      const weight = next ? Math.min(next.ts - sample.ts, 2_000) : 0;
      const frame = nodes.get(sample.node)?.callFrame;
      if (!frame || ['(idle)', '(program)', '(garbage collector)', '(root)'].includes(frame.functionName))
        continue;
      if (!inclusive) {
        const key = frameName(frame);
        self.set(key, (self.get(key) ?? 0) + weight);
        continue;
      }
      // every function on the stack once: where a task's time went, callers included
      const seen = new Set<string>();
      for (let node = nodes.get(sample.node); node; node = node.parent ? nodes.get(node.parent) : undefined) {
        const key = frameName(node.callFrame);
        if (seen.has(key) || !node.callFrame.url) continue;
        seen.add(key);
        self.set(key, (self.get(key) ?? 0) + weight);
      }
    }
    return [...self.entries()].sort((a, b) => b[1] - a[1]);
  };
}

interface LongTask {
  startMs: number;
  durationMs: number;
  kinds: Array<[string, number]>;
  topFunctions: Array<[string, number]>;
  inclusive: Array<[string, number]>;
}

function longTasks(events: TraceEvent[], url: string): { tasks: LongTask[]; tbtMs: number; fcpMs: number } {
  const thread = mainThread(events, url);
  const navigationTs =
    events.find(
      (event) => event.name === 'navigationStart' && event.pid === thread.pid && event.tid === thread.tid,
    )?.ts ?? 0;
  const onMain = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid);
  const tasks = onMain
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && (event.dur ?? 0) > 50_000)
    .filter((event) => event.ts >= navigationTs);
  const selfTimes = profileSelfTimes(events, thread);
  const fcp =
    onMain.find((event) => event.name === 'firstContentfulPaint' && event.ts >= navigationTs)?.ts ??
    events.find((event) => event.name === 'firstContentfulPaint' && event.ts >= navigationTs)?.ts ??
    navigationTs;
  const described: LongTask[] = [];
  let tbt = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    // as Lighthouse counts it: the part of each task after first contentful paint, beyond 50 ms
    tbt += Math.max(0, (end - Math.max(task.ts, fcp)) / 1000 - 50);
    const kinds = new Map<string, number>();
    for (const event of onMain) {
      if (event.ph !== 'X' || event.ts < task.ts || event.ts >= end || event === task) continue;
      const data = event.args?.data ?? {};
      let kind: string | undefined;
      if (event.name === 'ParseHTML') kind = 'parse HTML';
      else if (event.name === 'UpdateLayoutTree') kind = 'style';
      else if (event.name === 'Layout') kind = 'layout';
      else if (event.name === 'Paint' || event.name === 'PrePaint') kind = 'paint';
      else if (event.name === 'ParseAuthorStyleSheet') kind = 'parse CSS';
      else if (event.name === 'EvaluateScript' || event.name === 'v8.evaluateModule')
        kind = `evaluate ${shortUrl(String(data.url ?? ''))}`;
      else if (event.name === 'FunctionCall')
        kind = `call ${String(data.functionName || '(anonymous)')} ${shortUrl(String(data.url ?? ''))}`;
      else if (event.name === 'TimerFire') kind = 'timer';
      else if (event.name === 'FireAnimationFrame') kind = 'animation frame';
      else if (event.name === 'EventDispatch') kind = `event ${String(data.type ?? '')}`;
      else if (event.name === 'MajorGC' || event.name === 'MinorGC') kind = 'GC';
      else if (detail && (event.dur ?? 0) > 5_000) kind = `(${event.name})`;
      if (kind) kinds.set(kind, (kinds.get(kind) ?? 0) + (event.dur ?? 0) / 1000);
    }
    described.push({
      startMs: Math.round((task.ts - navigationTs) / 1000),
      durationMs: Math.round((task.dur ?? 0) / 1000),
      kinds: [...kinds.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6),
      topFunctions: selfTimes(task.ts, end)
        .slice(0, 8)
        .map(([name, us]) => [name, us / 1000]),
      inclusive: detail
        ? selfTimes(task.ts, end, true)
            .slice(0, detail)
            .map(([name, us]) => [name, us / 1000])
        : [],
    });
  }
  return { tasks: described, tbtMs: Math.round(tbt), fcpMs: Math.round((fcp - navigationTs) / 1000) };
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const slug = await firstProductSlug(server.url);
  const picked = (name: string) => wanted.length === 0 || wanted.includes(name);
  const shopper = ['cart', 'account', 'checkout'].some(picked) ? await shopperCookieHeader(server.url) : '';
  const pages = [
    { name: 'home', path: '/', cookie: `${AGE_COOKIE}=1` },
    { name: 'products', path: '/products', cookie: `${AGE_COOKIE}=1` },
    { name: 'product', path: `/products/${slug}`, cookie: `${AGE_COOKIE}=1` },
    { name: 'cart', path: '/cart', cookie: shopper },
    { name: 'checkout', path: '/checkout', cookie: shopper },
    { name: 'account', path: '/account', cookie: shopper },
  ].filter((page) => picked(page.name));

  for (const { name, path, cookie } of pages) {
    const tbts: number[] = [];
    const html = await (await fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} })).text();
    await warmPictures(server.url, html);
    for (let run = 0; run < runs; run += 1) {
      // a new context each run: a cold cache and no service worker, as Lighthouse loads a page
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      await context.setExtraHTTPHeaders(cookie ? { cookie } : {});
      const page = await context.newPage();
      const client = await context.newCDPSession(page);
      await client.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      const events = await collectTrace(client, async () => {
        await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
        // quiet: no long task for 3 s (hydration, effects, idle work all done)
        await page.evaluate(
          () =>
            new Promise<void>((resolve) => {
              let timer = setTimeout(resolve, 3_000);
              new PerformanceObserver(() => {
                clearTimeout(timer);
                timer = setTimeout(resolve, 3_000);
              }).observe({ type: 'longtask', buffered: true });
            }),
        );
      });
      const { tasks, tbtMs, fcpMs } = longTasks(events, `${server.url}${path}`);
      tbts.push(tbtMs);
      console.log(
        `\n${name} run ${run + 1}: TBT ${tbtMs} ms over ${tasks.length} long tasks, FCP at ${fcpMs} ms`,
      );
      for (const task of tasks) {
        console.log(`  @${task.startMs} ms  ${task.durationMs} ms`);
        for (const [kind, ms] of task.kinds) console.log(`      ${ms.toFixed(0).padStart(5)} ms  ${kind}`);
        for (const [fn, ms] of task.topFunctions)
          console.log(`      ${ms.toFixed(0).padStart(5)} ms  self ${fn}`);
        for (const [fn, ms] of task.inclusive)
          console.log(`      ${ms.toFixed(0).padStart(5)} ms  total ${fn}`);
      }
      // the whole run's long tasks by kind: what to cut first
      const byKind = new Map<string, number>();
      for (const task of tasks)
        for (const [kind, ms] of task.kinds) byKind.set(kind, (byKind.get(kind) ?? 0) + ms);
      const kinds = [...byKind.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10);
      console.log(`  in long tasks: ${kinds.map(([kind, ms]) => `${kind} ${Math.round(ms)} ms`).join(', ')}`);
      if (consoleErrors.length > 0) console.log(`  console errors: ${consoleErrors.join(' | ')}`);
      await context.close();
    }
    const sorted = [...tbts].sort((a, b) => a - b);
    console.log(`${name}: TBT ${tbts.join(', ')} ms, median ${sorted[Math.floor(sorted.length / 2)]} ms`);
  }
} catch (error) {
  console.error(server.logs().slice(-4_000));
  throw error;
} finally {
  await browser.close();
  await server.stop();
}
