import { describe, expect, it } from 'vitest';
import { byteEditClassCount } from '../../../harness/mutation/index.ts';
import { answerBytesExamples } from './answerBytesStage.ts';

const editOf = (s: Awaited<ReturnType<typeof answerBytesExamples>>[number]) =>
  s.fleet[0]!.persona.behaviour.answerBytes!;

describe('answerBytesExamples', () => {
  it('makes every class of byte edit but the sizes on a blocking answer, then on a stream', async () => {
    const stage = await answerBytesExamples(42, 100);
    const classes = byteEditClassCount() - 1;
    expect(stage).toHaveLength(2 * classes);
    expect(stage.map((s) => s.task.callerMode)).toEqual([
      ...Array<string>(classes).fill('blocking'),
      ...Array<string>(classes).fill('streaming'),
    ]);
    const blocking = stage.slice(0, classes).map((s) => editOf(s).edit);
    expect(stage.slice(classes).map((s) => editOf(s).edit)).toEqual(blocking);
    expect(new Set(blocking.map((e) => JSON.stringify(e))).size).toBe(classes);
    expect(JSON.stringify(blocking)).not.toContain('"size"');
  });

  it('keeps at most half the budget for itself', async () => {
    expect(await answerBytesExamples(42, 20)).toHaveLength(10);
  });
});
