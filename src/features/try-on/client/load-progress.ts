/**
 * Load progress of the try-on while its code and models arrive: the code counts for the first 30 %, the
 * model files (sizes from the manifest written at build time) for the rest, as the browser finishes each one.
 */
export const MODEL_BASE_PATH = '/try-on/models/';

export function watchModelProgress(onPercent: (percent: number) => void): { codeLoaded(): void; stop(): void } {
  let codeShare = 5;
  let modelBytes = 0;
  let totalBytes = 0;
  const sizes = new Map<string, number>();
  const report = () => {
    const models = totalBytes > 0 ? Math.min(1, modelBytes / totalBytes) : 0;
    onPercent(Math.round(codeShare + 70 * models));
  };
  void fetch(`${MODEL_BASE_PATH}manifest.json`)
    .then((response) => (response.ok ? response.json() : null))
    .then((manifest: { files: Record<string, number>; bytes: number } | null) => {
      if (!manifest) return;
      for (const [file, bytes] of Object.entries(manifest.files)) sizes.set(file, bytes);
      totalBytes = manifest.bytes;
      report();
    })
    .catch(() => undefined);
  const seen = new Set<string>();
  const observer =
    typeof PerformanceObserver === 'undefined'
      ? null
      : new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const file = new URL(entry.name, location.href).pathname;
            if (!file.startsWith(MODEL_BASE_PATH) || seen.has(file)) continue;
            seen.add(file);
            modelBytes += sizes.get(file.slice(MODEL_BASE_PATH.length)) ?? 0;
          }
          report();
        });
  observer?.observe({ type: 'resource', buffered: true });
  report();
  return {
    codeLoaded() {
      codeShare = 30;
      report();
    },
    stop() {
      observer?.disconnect();
    },
  };
}
