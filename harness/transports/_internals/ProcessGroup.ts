import { liveProcesses } from './liveProcesses.ts';

/** Every group not yet seen gone, so that a harness that exits can still SIGKILL them. */
const unfinished = new Set<ProcessGroup>();

/** Interval between two checks of whether a group is gone. */
const POLL_MS = 50;

/**
 * The process group of one adapter process (POSIX; the adapter is spawned `detached`, so its
 * pid is the group id and every process it starts joins the group unless it leaves on
 * purpose). Stopping is about the group, not the leader: an adapter that exits on its own, or
 * a shell whose child ignores SIGTERM, leaves processes behind that only a signal to the group
 * reaches. `terminate()` sends SIGTERM, waits up to the grace period for the group to empty,
 * then sends SIGKILL, and keeps checking until it is empty, whether or not the leader is
 * already gone.
 *
 * What no group signal reaches: a descendant that calls `setsid()`/`setpgid()` (a daemon that
 * double-forks). docs/adapter-protocol.md says so.
 */
export class ProcessGroup {
  private terminating: Promise<void> | undefined;

  constructor(
    /** The group id: the pid of the process spawned with `detached: true`. */
    readonly pgid: number,
    private readonly graceMs: number,
  ) {
    unfinished.add(this);
  }

  /** SIGKILL to every group not yet seen gone (synchronous: for `process.on('exit')`). */
  static killAll(): void {
    for (const group of unfinished) group.signal('SIGKILL');
  }

  /**
   * True while some process of the group runs. Where `/proc` can be read, zombies do not count
   * (they have ended, and only wait to be reaped); elsewhere a signal 0 to the group decides,
   * and a zombie counts until it is reaped.
   */
  alive(): boolean {
    const all = liveProcesses();
    if (all !== undefined) return all.some((p) => p.pgid === this.pgid);
    try {
      process.kill(-this.pgid, 0);
      return true;
    } catch (error) {
      // EPERM: the group exists but is not ours to signal (it cannot be ours then, but it lives).
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  }

  /** Sends `sig` to the whole group; a group already gone is not an error. */
  signal(sig: NodeJS.Signals): void {
    try {
      process.kill(-this.pgid, sig);
    } catch {
      // gone already
    }
  }

  /**
   * SIGTERM, then after the grace period SIGKILL, sent again at every check until the group is
   * gone (for at most another grace period: a process stuck in the kernel cannot be helped).
   * Idempotent: every caller awaits the same ending.
   */
  terminate(): Promise<void> {
    this.terminating ??= this.run();
    return this.terminating;
  }

  private async run(): Promise<void> {
    try {
      if (!this.alive()) return;
      this.signal('SIGTERM');
      if (await this.goneWithin(this.graceMs)) return;
      // SIGKILL again at every check: a member forked between two checks gets it too.
      await this.goneWithin(this.graceMs, () => this.signal('SIGKILL'));
    } finally {
      unfinished.delete(this);
    }
  }

  /** Polls until the group is gone (true) or `ms` passed (false), calling `each` while it lives. */
  private async goneWithin(ms: number, each: () => void = () => undefined): Promise<boolean> {
    const until = Date.now() + ms;
    for (;;) {
      if (!this.alive()) return true;
      each();
      if (Date.now() >= until) return false;
      await new Promise((resolve) =>
        setTimeout(resolve, Math.min(POLL_MS, Math.max(1, until - Date.now()))),
      );
    }
  }
}
