/** A queued job as {@link takeQueuedJob} sees it: the key of the work it shares with others. */
export interface Queued {
  affinity: string | undefined;
}

/** A thread as {@link takeQueuedJob} sees it. */
export interface Owner {
  dead: boolean;
}

/**
 * Takes out of `queue` the job `slot` runs next, and records `slot` as the owner of its key if
 * the key had no live owner. In order of preference: the first job of a key `slot` owns (its
 * stage is made there already), the first job of a key no live thread owns, the first job.
 * Keyless jobs count as owned by nobody.
 */
export function takeQueuedJob<J extends Queued, S extends Owner>(
  queue: J[],
  slot: S,
  owners: Map<string, S>,
): J | undefined {
  const ownerOf = (j: J): S | undefined => {
    const owner = j.affinity === undefined ? undefined : owners.get(j.affinity);
    return owner?.dead === true ? undefined : owner;
  };
  let at = queue.findIndex((j) => j.affinity !== undefined && ownerOf(j) === slot);
  if (at < 0) at = queue.findIndex((j) => ownerOf(j) === undefined);
  if (at < 0) at = 0;
  const [job] = queue.splice(at, 1);
  if (job?.affinity !== undefined && ownerOf(job) === undefined) owners.set(job.affinity, slot);
  return job;
}
