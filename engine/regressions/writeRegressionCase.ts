import { mkdir } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { CrosscheckError } from '../../harness/errors/CrosscheckError.ts';
import { fileSafeName } from '../../harness/files/index.ts';
import { writeError, writeFileAtomic } from '../../reports/index.ts';
import type { Counterexample } from '../../harness/results/types.ts';
import { findProperties } from '../search/searchedProperties.ts';
import { project } from '../../scenarios/properties/projections.ts';
import type { Scenario } from '../../scenarios/properties/VerifierScenario.ts';
import {
  type RegressionFile,
  readRegressionFile,
} from '../../scenarios/regressions/RegressionFile.ts';

/** A property failure to keep: the property's rule and case id, the IUT, the counterexample. */
export interface FoundCounterexample {
  rule: string;
  /** The property case id (`prop-…`). */
  caseId: string;
  /** The IUT it failed on. */
  iut: string;
  counterexample: Counterexample;
}

/** Options of {@link writeRegressionCase}. */
export interface WriteRegressionOptions {
  /** Folder to write to (created if needed), e.g. the user's `crosscheck-regressions/`. */
  dir: string;
  /** Kebab-case file name without `.json`; default `<property>-<iut>-seed-<seed>`. */
  name?: string;
}

/** The regression file a counterexample becomes (not written). */
export function toRegressionFile(found: FoundCounterexample, name: string): RegressionFile {
  const def = findProperties(found.rule, found.caseId)[0];
  if (def === undefined) {
    throw new CrosscheckError(
      'USAGE',
      `Failed to save the regression case: ${found.caseId} is not a property of ${found.rule}. Save a property counterexample.`,
    );
  }
  const { call, ...params } = found.counterexample.input as Scenario;
  const file: RegressionFile = {
    rule: found.rule,
    caseId: `regression-${name}`,
    about: def.about,
    foundBy: {
      property: def.id,
      iut: found.iut,
      seed: found.counterexample.seed,
      path: found.counterexample.path,
    },
    call,
    ...(def.projection === undefined || def.judge !== undefined
      ? { judge: def.id }
      : { projection: def.projection }),
    params: params,
    expect:
      def.projection === undefined || def.judge !== undefined
        ? null
        : project(
            def.projection,
            found.counterexample.referenceAnswer,
            params as { degraded?: [] },
          ),
  };
  return readRegressionFile(JSON.parse(JSON.stringify(file)), `${name}.json`);
}

/**
 * The absolute directory regression cases are saved to, refused when it lies inside
 * `node_modules`: an installed package is replaced by the next `npm ci`, and a case saved there
 * would be lost. Checked before a replay starts, and again when writing.
 */
export function checkRegressionsDir(dir: string): string {
  const absolute = resolve(dir);
  if (absolute.split(sep).includes('node_modules')) {
    throw new CrosscheckError(
      'USAGE',
      `Failed to save the regression case: ${absolute} is inside node_modules, where the next install deletes it. Choose a directory of your repository with --regressions.`,
    );
  }
  return absolute;
}

/**
 * Writes a property counterexample as a permanent regression case file (what `replay --save`
 * does) and returns its path. The expectation is the reference answer found with it, projected
 * as the property compared it; the card is stored unsigned with its signing recipe.
 */
export async function writeRegressionCase(
  found: FoundCounterexample,
  options: WriteRegressionOptions,
): Promise<string> {
  const dir = checkRegressionsDir(options.dir);
  const name = fileSafeName(
    options.name ??
      `${found.caseId.replace(/^prop-/, '')}-${found.iut}-seed-${found.counterexample.seed}`,
  );
  const file = toRegressionFile(found, name);
  await mkdir(dir, { recursive: true }).catch((cause: unknown) => {
    throw writeError(dir, cause);
  });
  const path = join(dir, `${name}.json`);
  await writeFileAtomic(path, `${JSON.stringify(file, null, 2)}\n`);
  return path;
}
