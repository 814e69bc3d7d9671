// Timing a call made again and again, one after another (the library and tracks benches).

/** Wall-clock p50/p99/max (ms) and this process's CPU per call (ms; server and client share it): the load-free cost. */
export const timeCalls = async (n: number, fn: () => Promise<unknown>) => {
  const times: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  const cpu = process.cpuUsage(cpu0);
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(n * 0.5)], p99: times[Math.min(n - 1, Math.floor(n * 0.99))], max: times[n - 1], cpu_ms: (cpu.user + cpu.system) / 1000 / n };
};
