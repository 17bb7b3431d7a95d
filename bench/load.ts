import autocannon from 'autocannon';

/** `autocannon` against one URL: `connections` at once for `seconds`; latency percentiles in ms. */
export async function loadFigures(url: string, connections: number, seconds: number) {
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The time to render a page with no cache: sequential requests whose query string the cache never keeps. */
export async function uncachedRenderMs(url: string, count: number): Promise<{ median: number; p90: number }> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const response = await fetch(`${url}?bench=${index}`);
    await response.text();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(count / 2)] ?? 0, p90: times[Math.floor(count * 0.9)] ?? 0 };
}
