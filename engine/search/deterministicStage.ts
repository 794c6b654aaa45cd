import fc from 'fast-check';
import type { JsonObject, JsonValue } from '../../harness/json/JsonValue.ts';
import {
  type JsonMutation,
  type StageEdit,
  type DonorReference,
  crossReferences,
  donorPool,
  donorReferences,
  guidedEdits,
  referenceKind,
  memberEdits,
  spliceEdits,
  typedNodes,
  valueEdits,
} from '../../harness/mutation/index.ts';
import {
  type MutationFocus,
  documentOf,
  layoutWithin,
  servable,
  withDocument,
} from './mutatedScenarioArb.ts';
import type { ModelScenario } from '../../scenarios/properties/VerifierScenario.ts';
import type { Admission } from './evaluateScenario.ts';

/*
 * The constants below were chosen by measurement, and by these sweeps, at seeds 42 and 1-4:
 * `scripts/reachRemovalSweep.ts --seed S` (which reach entry each catch of a reach mutant hangs
 * on) and `selftest --seeds 42,1,2,3,4` (the mutants of classes nobody listed). A constant chosen
 * at some seeds proves nothing at them: they are re-measured by the self-test's proof gate at
 * 101-104, seeds they were never looked at with (engine/selftest/proofSeeds.ts). Change one only
 * with both sweeps run again, and the gate.
 */

/** Share of a search's budget the deterministic stage may take (the rest is drawn at random). */
const STAGE_SHARE = 0.5;
/** Generated inputs the stage chooses its favoured ones from. */
const STAGE_CANDIDATES = 20;
/** Most favoured inputs the stage edits for their cross-references. */
const STAGE_INPUTS = 3;
/** Most favoured inputs the stage edits besides, for branches of the model the others miss. */
const BRANCH_INPUTS = 2;
/** Most favoured inputs refused at a stage the rule judges, for references the others miss. */
const REFUSED_INPUTS = 1;
/**
 * The order the families take turns in (0 guided, 1 members, 2 values, 3 splices): the guided
 * edits of the references get two turns in five, each other family one (a family with nothing
 * left gives its turn up; splices are few, and most properties have none).
 */
const FAMILY_TURNS = [0, 1, 0, 2, 3] as const;
/**
 * Share of the stage given first to edits of the inputs picked for their branches that change
 * which branches the model takes (a tenth: all of them crowded out the other inputs' edits).
 */
const BRANCH_CHANGES_SHARE = 0.1;
/** Inputs sampled from each other property's generator for the references it makes (`splice`). */
const DONOR_SAMPLES = 10;
/** Most stages one property keeps made (by seed and budget). */
const MAX_STAGES = 8;

/** Whether two sets hold the same members. */
function sameSet<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): boolean {
  return a.size === b.size && [...a].every((x) => b.has(x));
}

/** What variant of its operator an edit is, for telling edits of one kind apart. */
function labelOf(m: JsonMutation): string {
  switch (m.op) {
    case 'adversarial-string':
      return m.label;
    case 'rename-member':
      return m.to;
    case 'add-unknown':
    case 'add-known-member':
      return `${m.member}=${JSON.stringify(m.value)}`;
    case 'graft':
      return m.op;
    case 'copy':
      // Which value it copies (a copy of the key a card is signed under, not of another key).
      return `copy:${m.from}`;
    case 'splice':
      // The values planted, once each: the same on a smaller input with fewer peers.
      return JSON.stringify([...new Set(m.parts.map((p) => JSON.stringify(p.value)))]);
    case 'move':
      return String(m.to);
    default:
      return m.op;
  }
}

/**
 * One kind of stage edit, the same on any input that has a place for it (for a guided edit, a
 * place of the same kind of cross-reference).
 */
function editKind({ applied: a, reference }: StageEdit): string {
  const kind = `${a.operator}:${a.input}:${a.schemaPath}:${labelOf(a.mutation)}`;
  return reference === undefined ? kind : `${kind}@${reference}`;
}

/** The schema paths each cross-reference of a scenario joins: what the stage favours inputs by. */
function referenceKinds(s: ModelScenario, focus: MutationFocus | undefined): Set<string> {
  const { doc, layout } = documentOf(s);
  const refs = crossReferences(typedNodes(doc, layoutWithin(layout, focus)), doc);
  return new Set(refs.map(referenceKind));
}

/** Donor references by donor list and seed: every property of a run shares them. */
const donorCache = new WeakMap<
  readonly fc.Arbitrary<ModelScenario>[],
  Map<number, DonorReference[]>
>();

/**
 * The references between inputs that a few inputs of each donor generator, sampled from the
 * seed, hold: made once per seed for every property sharing the donor list (at most
 * {@link MAX_STAGES} seeds kept).
 */
function donorReferencePool(
  donors: readonly fc.Arbitrary<ModelScenario>[],
  seed: number,
): DonorReference[] {
  let bySeed = donorCache.get(donors);
  if (bySeed === undefined) {
    bySeed = new Map();
    donorCache.set(donors, bySeed);
  }
  let pool = bySeed.get(seed);
  if (pool === undefined) {
    pool = donorPool(
      donors.flatMap((arb) =>
        fc.sample(arb, { seed, numRuns: DONOR_SAMPLES }).map((s) => documentOf(s)),
      ),
    );
    if (bySeed.size >= MAX_STAGES) bySeed.delete(bySeed.keys().next().value!);
    bySeed.set(seed, pool);
  }
  return pool;
}

/**
 * What a stage input was made from: fast-check holds no context for it, so it shrinks by this.
 * Without `kind`, the value is the generated input itself (a stage input shrunk to no edit).
 */
interface StageOrigin<S> {
  plain: fc.Value<S>;
  kind?: string;
  /** The other generators' references the stage planted (what a splice edit is made again from). */
  donors?: readonly DonorReference[];
}

/** Hands out the values an arbitrary generates with their shrinking context (for `fc.sample`). */
class WithContext<S> extends fc.Arbitrary<fc.Value<S>> {
  constructor(private readonly inner: fc.Arbitrary<S>) {
    super();
  }
  generate(mrng: fc.Random, biasFactor: number | undefined): fc.Value<fc.Value<S>> {
    return new fc.Value(this.inner.generate(mrng, biasFactor), undefined);
  }
  canShrinkWithoutContext(_value: unknown): _value is fc.Value<S> {
    return false;
  }
  shrink(): fc.Stream<fc.Value<fc.Value<S>>> {
    return fc.Stream.nil();
  }
}

/**
 * A property's search arbitrary with its deterministic stage: after the drawn inputs,
 * every edit of a few favoured generated inputs, one edit at a time, in four families taking
 * turns ({@link FAMILY_TURNS}): guided edits of cross-references (`guidedEdits`: the other case
 * of a value two places hold, the element holding it moved, a structured suffix, a sibling taking
 * the same value, the name beside it...), members the types define that generators never set
 * and the root's names grafted one level down, adversarial values, and splices of references
 * other properties' generators make (`spliceEdits`); like a fuzzer's deterministic pass beside
 * its random one. The favoured inputs are chosen among the first generated ones: three for the
 * most kinds of cross-reference no earlier choice holds, among those the reference model admits
 * (an edit of an input refused earlier is masked by the refusal; with none such, there is no
 * stage), up to two for branches of the model no earlier choice takes, and one the model refuses
 * at a stage the rule judges, for references no other holds (its edits of kinds the admitted ones
 * have come after every first edit). Edits the rule does not judge (the model refuses them under
 * another rule) come after those it does. Made from the seed, so a replay
 * makes the same ones; at most {@link STAGE_SHARE} of the budget. A stage input that fails
 * shrinks like a drawn one: its generated input shrinks, and the same kind of edit is made again
 * on each smaller one.
 */
export class StagedArbitrary<S extends ModelScenario> extends fc.Arbitrary<S> {
  private readonly origins = new WeakMap<object, StageOrigin<S>>();
  /**
   * Stages made, by seed and budget: every IUT a run searches this property with gets the same
   * one (the model's verdicts on the candidates do not depend on the run's key bytes).
   */
  private readonly stages = new Map<string, Promise<S[]>>();

  constructor(
    private readonly search: fc.Arbitrary<S>,
    private readonly plain: fc.Arbitrary<S>,
    private readonly focus: MutationFocus | undefined,
    /** The other properties' generators, whose references the stage plants (`splice`). */
    private readonly donors: () => readonly fc.Arbitrary<ModelScenario>[] = () => [],
  ) {
    super();
  }

  generate(mrng: fc.Random, biasFactor: number | undefined): fc.Value<S> {
    return this.search.generate(mrng, biasFactor);
  }

  canShrinkWithoutContext(value: unknown): value is S {
    if (typeof value === 'object' && value !== null && this.origins.has(value)) return true;
    return this.search.canShrinkWithoutContext(value);
  }

  shrink(value: S, context: unknown): fc.Stream<fc.Value<S>> {
    const origin = context === undefined ? this.origins.get(value) : undefined;
    if (origin === undefined)
      return context === undefined && !this.search.canShrinkWithoutContext(value)
        ? fc.Stream.nil()
        : this.search.shrink(value, context);
    const { kind, donors } = origin;
    const smaller = this.plain.shrink(origin.plain.value, origin.plain.context);
    // A generated input shrinks as its generator says (kept shrinkable through this map).
    if (kind === undefined) return smaller.map((p) => this.unedited(p));
    // The generated input unedited first (the edit may not be needed), then each smaller one
    // with the same kind of edit made again where it still has a place.
    return fc.Stream.of(this.unedited(origin.plain)).join(
      smaller
        .map((p) => this.edited(p, kind, donors))
        .filter((v): v is fc.Value<S> => v !== undefined),
    );
  }

  /** A generated input, registered to shrink as its generator says. */
  private unedited(plain: fc.Value<S>): fc.Value<S> {
    // A copy: the same object may be the origin of an edited input too.
    const value = { ...plain.value };
    this.origins.set(value, { plain });
    return new fc.Value(value, undefined);
  }

  /** `plain` with the guided edit of `kind` made again, registered to shrink on; or undefined. */
  private edited(
    plain: fc.Value<S>,
    kind: string,
    donors: readonly DonorReference[] = [],
  ): fc.Value<S> | undefined {
    const made = this.editsOf(plain.value, donors).find((e) => editKind(e) === kind);
    if (made === undefined) return undefined;
    const staged = this.stageInput(plain.value, made);
    this.origins.set(staged, { plain, kind, donors });
    return new fc.Value(staged, undefined);
  }

  /**
   * The stage's edits of one input, three families taking turns ({@link FAMILY_TURNS}): guided
   * edits of its cross-references, the members its types define that generators never set, and
   * adversarial values (so none of them waits for the draws to reach it).
   */
  private editsOf(
    s: S,
    donors: readonly DonorReference[],
    max = Number.POSITIVE_INFINITY,
  ): StageEdit[] {
    const { doc, layout } = documentOf(s);
    const keepSchema = this.focus?.keepSchema ?? false;
    const accept = (d: JsonValue): boolean => servable(s, d as JsonObject, keepSchema);
    const nodes = typedNodes(doc, layoutWithin(layout, this.focus));
    // No family needs more edits than the stage can run (each edit is checked as it is made).
    const families = [
      guidedEdits(nodes, doc, accept, max),
      memberEdits(nodes, doc, accept, max),
      valueEdits(nodes, doc, accept, max),
      spliceEdits(nodes, doc, donors, accept, max),
    ];
    const out: StageEdit[] = [];
    const next = families.map(() => 0);
    for (let added = true; added;) {
      added = false;
      for (const f of FAMILY_TURNS) {
        const e = families[f]![next[f]!];
        if (e === undefined) continue;
        next[f]! += 1;
        out.push(e);
        added = true;
      }
    }
    return out;
  }

  private stageInput(s: S, e: StageEdit): S {
    return { ...withDocument(s, e.doc as JsonObject, [e.applied]), unmutated: s } as S;
  }

  /** The stage of a search of `numRuns` under `seed` (see the class), made once per pair. */
  stage(seed: number, numRuns: number, admits: (s: S) => Promise<Admission>): Promise<S[]> {
    const key = `${seed}:${numRuns}`;
    let made = this.stages.get(key);
    if (made === undefined) {
      made = this.makeStage(seed, numRuns, admits);
      // Bounded: a run has one seed; a deep search a few.
      if (this.stages.size >= MAX_STAGES) this.stages.delete(this.stages.keys().next().value!);
      this.stages.set(key, made);
      // A failure is not kept: the next search makes the stage again.
      made.catch(() => this.stages.delete(key));
    }
    return made;
  }

  private async makeStage(
    seed: number,
    numRuns: number,
    admits: (s: S) => Promise<Admission>,
  ): Promise<S[]> {
    const limit = Math.floor(numRuns * STAGE_SHARE);
    if (limit === 0) return [];
    const sampled = fc.sample(new WithContext(this.plain), { seed, numRuns: STAGE_CANDIDATES });
    const taken = await Promise.all(sampled.map((v) => admits(v.value)));
    const kinds = sampled.map((v) => referenceKinds(v.value, this.focus));
    const favoured: fc.Value<S>[] = [];
    let byReferences = 0;
    let byBranches = 0;
    // Greedy, among the inputs the model brings to the rule's ground (none at all: no stage, the
    // draws search alone): first each pick holds the most kinds of cross-reference no earlier
    // pick holds; then each holds the most branches of the model no earlier pick takes (a
    // fallback planned, a verdict of another state), the inputs where edits of what a branch
    // reads can show.
    {
      const admitted = sampled.flatMap((_, i) => (taken[i]!.admitted ? [i] : []));
      const refused = sampled.flatMap((_, i) => (taken[i]!.refusedHere ? [i] : []));
      const covered = new Set<string>();
      const pickBy = (
        among: readonly number[],
        features: (i: number) => Iterable<string>,
        most: number,
      ): void => {
        for (let picks = 0; picks < most; picks++) {
          let best = -1;
          let gain = 0;
          for (const i of among) {
            if (favoured.includes(sampled[i]!)) continue;
            const fresh = [...features(i)].filter((x) => !covered.has(x)).length;
            if (fresh > gain) [best, gain] = [i, fresh];
          }
          if (best < 0) return;
          for (const x of features(best)) covered.add(x);
          favoured.push(sampled[best]!);
        }
      };
      pickBy(admitted, (i) => kinds[i]!, STAGE_INPUTS);
      // The branches the inputs picked so far take count as covered.
      for (const v of favoured) for (const b of taken[sampled.indexOf(v)]!.branches) covered.add(b);
      byReferences = favoured.length;
      pickBy(admitted, (i) => taken[i]!.branches, BRANCH_INPUTS);
      byBranches = favoured.length;
      // Last, one input the model refuses at a stage the rule judges, for a kind of reference no
      // admitted input holds: an edit of it may undo the refusal (the signing kid revoked,
      // respelled in the revocation list).
      // Only beside admitted ones: with none, there is no stage (its edits would mostly be left
      // out, and a small budget would judge too few inputs).
      if (favoured.length > 0) pickBy(refused, (i) => kinds[i]!, REFUSED_INPUTS);
    }
    // The references other generators make and this one never does, to plant in its inputs.
    const known = new Set(kinds.flatMap((k) => [...k]));
    const inputs = Object.values(layoutWithin(documentOf(sampled[0]!.value).layout, this.focus));
    const donors = donorReferences(donorReferencePool(this.donors(), seed), known, inputs);
    const perInput = favoured.map((plain) =>
      this.editsOf(plain.value, donors, limit).map((e) => ({
        plain,
        e,
        kind: editKind(e),
      })),
    );
    // First each kind of edit once, from the first favoured input that has it, in the stage's
    // order; then the same kinds on the other favoured inputs (an edit another member of the
    // first input masks, e.g. a scheme already undefined, may show on the second). A splice is
    // first on each input picked for its branches too: what it plants meets another branch there.
    // The input refused at the rule's stage was picked for references no admitted one holds: an
    // edit of a kind an admitted input has too comes after every first edit (most keep the
    // refusal), and leaves that kind to the admitted input.
    const admittedKinds = new Set(
      perInput.slice(0, byBranches).flatMap((l) => l.map((x) => x.kind)),
    );
    const seen = new Set<string>();
    const first: (typeof perInput)[number] = [];
    const again: (typeof perInput)[number] = [];
    const longest = Math.max(0, ...perInput.map((l) => l.length));
    for (let i = 0; i < longest; i++)
      for (const list of perInput) {
        const x = list[i];
        if (x === undefined) continue;
        const at = favoured.indexOf(x.plain);
        const branch = x.e.applied.operator === 'splice' && at >= byReferences && at < byBranches;
        if (at >= byBranches && admittedKinds.has(x.kind)) again.push(x);
        else {
          (seen.has(x.kind) && !branch ? again : first).push(x);
          seen.add(x.kind);
        }
      }
    // The edits of the inputs picked for their branches that change which branches the model
    // takes come first, a few of them (BRANCH_CHANGES_SHARE of the stage): the model is asked
    // about their first edits. An edit a branch reads is one that changes the branches (a
    // fallback peer given the skill: one peer fewer without it); most edits change none.
    const asked = new Map<(typeof first)[number], { staged: S; admission: Admission }>();
    const ask = async (list: typeof first): Promise<void> => {
      const staged = list.map(({ plain, e, kind }) => {
        const input = this.stageInput(plain.value, e);
        this.origins.set(input, { plain, kind, donors });
        return input;
      });
      const answers = await Promise.all(staged.map((x) => admits(x)));
      list.forEach((x, i) => asked.set(x, { staged: staged[i]!, admission: answers[i]! }));
    };
    const ruled = (a: Admission): boolean => a.admitted || a.refusedHere;
    const branchInput = (x: (typeof first)[number]): boolean => {
      const at = favoured.indexOf(x.plain);
      return at >= byReferences && at < byBranches;
    };
    const probe = first.filter(branchInput).slice(0, limit);
    await ask(probe);
    const changed = probe
      .filter((x) => {
        const { admission } = asked.get(x)!;
        return (
          ruled(admission) &&
          !sameSet(admission.branches, taken[sampled.indexOf(x.plain)]!.branches)
        );
      })
      .slice(0, Math.ceil(limit * BRANCH_CHANGES_SHARE));
    // Edits the rule does not judge go last, in their order: the model refuses them under another
    // rule (a key the edit made unusable, under XV-SIG-005, in XV-SIG-002's stage) or a condition
    // of the rule no longer holds, so their verdicts are other rules'. The model is asked in
    // batches, until the stage is full of edits the rule judges.
    const judged: S[] = [];
    const masked: S[] = [];
    const ordered = [...changed, ...first.filter((x) => !changed.includes(x)), ...again];
    for (let at = 0, size = limit; at < ordered.length && size > 0;) {
      const batch = ordered.slice(at, at + size);
      await ask(batch.filter((x) => !asked.has(x)));
      for (const x of batch) {
        const { staged, admission } = asked.get(x)!;
        (ruled(admission) ? judged : masked).push(staged);
      }
      at += size;
      size = limit - judged.length;
    }
    return [...judged, ...masked].slice(0, limit);
  }
}
