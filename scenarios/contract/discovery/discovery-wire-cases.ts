import type { ConformanceCase } from '../../core/ConformanceCase.ts';
import { clientCase } from '../../wire/clientCase.ts';
import { sends } from '../../wire/transcriptQueries.ts';
import { PDF_PART, params } from '../../wire/wireParams.ts';

/** Seed 002's inconsistent card over the wire (S2, vendor B′): written by hand. Each judge reads the vendors' transcripts (DESIGN §4). */
export const DISCOVERY_WIRE_CASES: readonly ConformanceCase[] = [
  clientCase({
    id: 's2-b-prime-rejected-at-discovery',
    rule: 'XV-DISC-001',
    vendor: 'vendor-b-prime',
    about:
      'S2: B′ signs enforceInputModes: true over an inconsistent skill; the caller must reject it at discovery',
    expected:
      'no task request to B′; the caller rejects it with DISC_ENFORCE_INPUT_MODES_INCONSISTENT',
    watch: ['vendor-b-prime'],
    delegate: (ctx, wire) =>
      params(ctx, wire, 'vendor-b-prime', { skillId: 'invoice.extract', parts: [PDF_PART] }),
    judge: ({ result, transcripts }) => {
      const sent = sends(transcripts['vendor-b-prime']!).length;
      const code = result.error?.code;
      const pass =
        sent === 0 &&
        result.outcome === 'rejected' &&
        code === 'DISC_ENFORCE_INPUT_MODES_INCONSISTENT';
      return {
        pass,
        summary: `B′ received ${sent} task request(s); the caller saw "${result.outcome}"${code ? ` (${code})` : ''}`,
      };
    },
  }),
];
