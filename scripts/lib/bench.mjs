// What the benchmark scripts share: their --name value flags, warmed-up autocannon runs, and one line
// of figures per target.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';

/** The number after `--name` on the command line, or `fallback`. */
export function numberArg(name, fallback) {
  const text = textArg(name, null);
  return text === null ? fallback : Number(text);
}

/** The word after `--name` on the command line, or `fallback`. */
export function textArg(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
}

/**
 * Each target after a short warm-up: `{ label, result }` in order; given the servers' `pids` on Linux
 * (e.g. `{ api, db }`), also `cpu`: µs of each one's CPU time per request, which other load barely moves.
 */
export async function runTargets(targets, { connections, seconds, pids }) {
  const rows = [];
  for (const { label, ...options } of targets) {
    await autocannon({ ...options, connections: 10, duration: 2 }); // warm-up
    const before = pids && Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMicros(pid)]));
    const result = await autocannon({ ...options, connections, duration: seconds });
    const cpu = pids && Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, (cpuMicros(pid) - before[name]) / result.requests.total]));
    rows.push({ label, result, ...(cpu ? { cpu } : {}) });
  }
  return rows;
}

/** Throughput and latency percentiles, one line per target. */
export function printRows(title, rows, labelWidth = 46) {
  console.log(`\n${title}`);
  for (const { label, result, cpu } of rows) {
    const { p50, p90, p99, max } = result.latency;
    // What one answer weighs on the wire: a page twice as heavy costs its share of the figures beside it.
    const kilobytes = result.requests.total ? result.throughput.total / result.requests.total / 1024 : 0;
    const cpuPerRequest = cpu
      ? `   CPU µs/req ${Object.entries(cpu)
          .map(([name, micros]) => `${name} ${micros.toFixed(0)}`)
          .join(' ')}`
      : '';
    console.log(
      `  ${label.padEnd(labelWidth)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${p50} ms   p90 ${p90} ms   p99 ${p99} ms   max ${max} ms   ${kilobytes.toFixed(1)} KB   non-2xx ${result.non2xx}${cpuPerRequest}`,
    );
  }
}

/**
 * Each target against the API and then the same URL against the bare baseline (`startBareBaseline`),
 * never at the same time; `rounds` alternations of `seconds / rounds` each, so both sides see the same
 * spells of load from anything else on the machine. `{ label, api, bare, ratios }` in order: per side
 * `reqPerSec` (all its requests over all its time), the median p50 and p99 of its rounds, and, given
 * the servers' `pids` on Linux, `cpuPerRequest` (µs of server CPU time), which other load barely moves.
 */
export async function runSideBySide(targets, bare, { apiBaseUrl, connections, seconds, rounds = 3, pids = {} }) {
  const rows = [];
  const slice = Math.max(1, Math.round(seconds / rounds));
  for (const { label, path, headers } of targets) {
    const sides = { api: `${apiBaseUrl}${path}`, bare: `${bare.baseUrl}${path}` };
    const runs = { api: [], bare: [] };
    for (const url of Object.values(sides)) await autocannon({ url, headers, connections: 10, duration: 2 }); // warm-up
    for (let round = 0; round < rounds; round += 1) {
      for (const side of ['api', 'bare']) {
        const cpuBefore = cpuMicros(pids[side]);
        const result = await autocannon({ url: sides[side], headers, connections, duration: slice });
        runs[side].push({ result, cpu: cpuMicros(pids[side]) - cpuBefore });
      }
    }
    const summary = (sideRuns) => {
      const results = sideRuns.map((run) => run.result);
      const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
      return {
        reqPerSec: requests / results.reduce((sum, r) => sum + r.duration, 0),
        p50: median(results.map((r) => r.latency.p50)),
        p99: median(results.map((r) => r.latency.p99)),
        cpuPerRequest: sideRuns.reduce((sum, run) => sum + run.cpu, 0) / requests,
        failed: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
      };
    };
    const rate = (result) => result.requests.total / result.duration;
    const ratios = runs.api.map((run, i) => rate(run.result) / rate(runs.bare[i].result));
    rows.push({ label, api: summary(runs.api), bare: summary(runs.bare), ratios });
  }
  return rows;
}

/**
 * An HTTP/1.1 client for load generators that run on the machine they measure: keep-alive
 * connections (as a browser keeps them) over node:http. Node's global fetch costs about 450 µs of the
 * generator's CPU a request here against about 100 µs for this, and every µs the generator takes is
 * one the server under test does not get. `request(method, url, { headers, body })` resolves to
 * `{ status, text }` (body: a string, sent as is).
 */
export function keepAliveClient({ maxSockets = 64 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  return {
    request(method, url, { headers = {}, body } = {}) {
      return new Promise((resolve, reject) => {
        const outgoing = http.request(url, { method, agent, headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) } }, (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString('utf8') }));
          response.on('error', reject);
        });
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

let ticksPerSecond;
/** CPU time (user + system) `pid` has used so far, in µs; NaN off Linux or without a pid. */
export function cpuMicros(pid) {
  if (!pid || !fs.existsSync(`/proc/${pid}/stat`)) return NaN;
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100;
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / ticksPerSecond;
}

/** API vs bare per target: req/s of each, the ratio (its range over the rounds), latencies, CPU per request. */
export function printComparison(title, rows) {
  const labelWidth = Math.max(...rows.map((row) => row.label.length));
  const pct = (value) => (100 * value).toFixed(0);
  console.log(`\n${title}`);
  console.log(`  ${''.padEnd(labelWidth)}  API req/s  bare req/s  API/bare (rounds)  API p50/p99 ms  bare p50/p99 ms  CPU µs/req API/bare  failed`);
  for (const { label, api, bare, ratios } of rows) {
    const ratio = `${pct(api.reqPerSec / bare.reqPerSec)} % (${pct(Math.min(...ratios))}-${pct(Math.max(...ratios))})`;
    const cpu = Number.isNaN(api.cpuPerRequest) ? '-' : `${api.cpuPerRequest.toFixed(0)} / ${bare.cpuPerRequest.toFixed(0)} = ${pct(bare.cpuPerRequest / api.cpuPerRequest)} %`;
    console.log(
      `  ${label.padEnd(labelWidth)}  ${api.reqPerSec.toFixed(0).padStart(9)}  ${bare.reqPerSec.toFixed(0).padStart(10)}  ${ratio.padStart(17)}  ${`${api.p50} / ${api.p99}`.padStart(14)}  ${`${bare.p50} / ${bare.p99}`.padStart(15)}  ${cpu.padStart(19)}  ${String(api.failed + bare.failed).padStart(6)}`,
    );
  }
}
