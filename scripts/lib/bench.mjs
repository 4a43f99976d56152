// What the benchmark scripts share: their --name value flags, warmed-up autocannon runs, and one line
// of figures per target.
import autocannon from 'autocannon';

/** The number after `--name` on the command line, or `fallback`. */
export function numberArg(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}

/** Each target after a short warm-up: `{ label, result }` in order. */
export async function runTargets(targets, { connections, seconds }) {
  const rows = [];
  for (const { label, ...options } of targets) {
    await autocannon({ ...options, connections: 10, duration: 2 }); // warm-up
    rows.push({ label, result: await autocannon({ ...options, connections, duration: seconds }) });
  }
  return rows;
}

/** Throughput and latency percentiles, one line per target. */
export function printRows(title, rows, labelWidth = 46) {
  console.log(`\n${title}`);
  for (const { label, result } of rows) {
    const { p50, p90, p99, max } = result.latency;
    console.log(
      `  ${label.padEnd(labelWidth)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${p50} ms   p90 ${p90} ms   p99 ${p99} ms   max ${max} ms   non-2xx ${result.non2xx}`,
    );
  }
}
