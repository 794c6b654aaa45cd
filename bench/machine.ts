import { cpus, freemem, loadavg, platform, release, totalmem, arch } from 'node:os';
import { availableParallelism } from 'node:os';

/** What the numbers were measured on; printed at the top of BENCHMARKS.md. */
export interface MachineFacts {
  cores: number;
  /** `os.availableParallelism()`: what the process may actually use (cgroup limits included). */
  availableParallelism: number;
  cpuModel: string;
  cpuMhz: number | null;
  node: string;
  v8: string;
  platform: string;
  arch: string;
  kernel: string;
  totalMemoryBytes: number;
  freeMemoryBytes: number;
  /** 1-minute load average when the run started (a busy machine explains slow numbers). */
  loadAverage1m: number;
  /** libuv threadpool size (WebCrypto sign and verify run there). */
  uvThreadpoolSize: number;
}

/** Reads the machine facts once, at the start of a run. */
export function machineFacts(): MachineFacts {
  const cpu = cpus();
  const mhz = cpu[0]?.speed ?? 0;
  return {
    cores: cpu.length,
    availableParallelism: availableParallelism(),
    cpuModel: cpu[0]?.model.trim() ?? 'unknown',
    cpuMhz: mhz > 0 ? mhz : null,
    node: process.version,
    v8: process.versions.v8,
    platform: platform(),
    arch: arch(),
    kernel: release(),
    totalMemoryBytes: totalmem(),
    freeMemoryBytes: freemem(),
    loadAverage1m: loadavg()[0] ?? 0,
    uvThreadpoolSize: Number(process.env['UV_THREADPOOL_SIZE'] ?? 4),
  };
}
