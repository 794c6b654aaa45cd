/**
 * The GitHub Actions workflow `init` writes: on every push and pull request, install from the
 * lock file and run the harness with the repository's configuration (which names the adapter
 * and the baseline), upload the four reports, and gate on the exit code. The Markdown summary
 * reaches the job summary by itself ($GITHUB_STEP_SUMMARY).
 */
export function workflow(lang: 'typescript' | 'python'): string {
  const python =
    lang === 'python'
      ? `      - uses: actions/setup-python@v5
        with:
          python-version: '3.12'
`
      : '';
  return `# Written by \`a2a-crosscheck init\`: A2A v1.0 cross-vendor conformance on every change.
# The adapter, the baseline and every option live in crosscheck.config.json, so this job runs
# exactly what \`npx a2a-crosscheck run\` runs on a laptop.
name: a2a-crosscheck
on: [push, pull_request]
jobs:
  crosscheck:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 22
${python}      - run: npm ci
      - run: npx a2a-crosscheck run
      - uses: actions/upload-artifact@v4
        if: always()
        with:
          name: crosscheck-report
          path: crosscheck-report
`;
}
