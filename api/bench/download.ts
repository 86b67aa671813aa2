import v8 from 'node:v8';
import vm from 'node:vm';

const MB = 1024 * 1024;
const SAMPLE_MS = 20;

export interface DownloadFigures {
  format: 'csv' | 'xlsx';
  status: number;
  bytes: number;
  /** Data lines of a CSV (header excluded); null for XLSX, which is zipped. */
  rows: number | null;
  seconds: number;
  baselineMb: number;
  peakMb: number;
  extraMb: number;
  /** Peak growth of the JS heap and of Buffers: which of the two the RSS growth was made of. */
  heapExtraMb: number;
  buffersExtraMb: number;
  /** JS heap still held once the download is over and garbage collected: a leak would show here. */
  retainedMb: number;
}

/** A full collection, so garbage left by earlier runs is not counted as the export's (nor left by it, after). */
function collectGarbage() {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as (() => void) | undefined;
  gc?.();
}

/**
 * Downloads the whole export over HTTP from the server in this same process while sampling the process's
 * RSS every 20 ms: peak minus the baseline taken just before is what the export cost in memory (server,
 * database driver, PGlite's WASM heap when in-process, and the reading client, which only counts bytes).
 */
export async function measureDownload(
  baseUrl: string,
  token: string,
  format: 'csv' | 'xlsx',
  timeoutMs: number,
): Promise<DownloadFigures> {
  collectGarbage();
  await new Promise((r) => setTimeout(r, 200));
  const start = process.memoryUsage();
  const baseline = start.rss;
  let peak = baseline;
  let heapPeak = start.heapUsed;
  let buffersPeak = start.arrayBuffers;
  const sample = () => {
    const now = process.memoryUsage();
    peak = Math.max(peak, now.rss);
    heapPeak = Math.max(heapPeak, now.heapUsed);
    buffersPeak = Math.max(buffersPeak, now.arrayBuffers);
  };
  const sampler = setInterval(sample, SAMPLE_MS);
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}/api/v1/products/download/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ format }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    let bytes = 0;
    let newlines = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      if (format === 'csv') for (const byte of chunk) if (byte === 10) newlines += 1;
    }
    sample();
    clearInterval(sampler);
    await new Promise((r) => setTimeout(r, 200));
    collectGarbage();
    const retained = process.memoryUsage().heapUsed - start.heapUsed;
    return {
      format,
      status: response.status,
      bytes,
      rows: format === 'csv' ? newlines - 1 : null,
      seconds: (performance.now() - started) / 1000,
      baselineMb: baseline / MB,
      peakMb: peak / MB,
      extraMb: (peak - baseline) / MB,
      heapExtraMb: (heapPeak - start.heapUsed) / MB,
      buffersExtraMb: (buffersPeak - start.arrayBuffers) / MB,
      retainedMb: retained / MB,
    };
  } finally {
    clearInterval(sampler);
  }
}

export interface DownloadSummary {
  format: 'csv' | 'xlsx';
  bytes: number;
  medianSeconds: number;
  medianExtraMb: number;
  /** The target is judged on the worst run: memory is a limit, not an average. */
  maxExtraMb: number;
  runs: number;
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Each format `repeat` times (interleaved), checking the status and, for CSV, that every row arrived. */
export async function measureDownloads(
  baseUrl: string,
  token: string,
  rows: number,
  repeat: number,
  timeoutMs: number,
) {
  const runs: DownloadFigures[] = [];
  for (let round = 1; round <= repeat; round += 1) {
    for (const format of ['csv', 'xlsx'] as const) {
      const figures = await measureDownload(baseUrl, token, format, timeoutMs);
      if (figures.status !== 200) throw new Error(`download ${format} answered ${figures.status}`);
      if (figures.rows !== null && figures.rows !== rows) {
        throw new Error(`download ${format} has ${figures.rows} rows, expected ${rows}`);
      }
      runs.push(figures);
      console.info(
        `download ${format} (${round}/${repeat}): ${(figures.bytes / MB).toFixed(1)} MB` +
          `${figures.rows === null ? '' : `, ${figures.rows} rows`} in ${figures.seconds.toFixed(1)} s; ` +
          `RSS ${figures.baselineMb.toFixed(0)} → peak ${figures.peakMb.toFixed(0)} MB: +${figures.extraMb.toFixed(0)} MB ` +
          `(JS heap peak +${figures.heapExtraMb.toFixed(0)} MB, Buffers peak +${figures.buffersExtraMb.toFixed(0)} MB, ` +
          `heap held after GC ${figures.retainedMb >= 0 ? '+' : ''}${figures.retainedMb.toFixed(1)} MB)`,
      );
    }
  }
  return (['csv', 'xlsx'] as const).map((format): DownloadSummary => {
    const mine = runs.filter((r) => r.format === format);
    return {
      format,
      bytes: mine[0]!.bytes,
      medianSeconds: middle(mine.map((r) => r.seconds)),
      medianExtraMb: middle(mine.map((r) => r.extraMb)),
      maxExtraMb: Math.max(...mine.map((r) => r.extraMb)),
      runs: mine.length,
    };
  });
}
