/**
 * A run's stderr without the progress lines it prints on a log while it lasts (one at most every
 * ten seconds, so how many depends on the machine's speed): a test holds none of them.
 */
export function withoutProgress(stderr: string): string {
  return stderr
    .split('\n')
    .filter((line) => !/^a2a-crosscheck: \[\d+\/\d+ \d+%\]/.test(line))
    .join('\n');
}
