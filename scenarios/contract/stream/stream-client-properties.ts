import type { PropertyDefinition } from '../../properties/PropertyDefinition.ts';
import { clientProperty } from '../../properties/client/clientProperty.ts';
import { losslessReassembly } from './stream-client-judges.ts';

/** The stream rule judged on a client over the wire. */
export const STREAM_CLIENT_PROPERTIES: readonly PropertyDefinition[] = [
  clientProperty({
    id: 'prop-client-lossless-reassembly',
    rule: 'XV-STR-001',
    about: 'a streamed task reported complete carries every chunk the peer streamed, reassembled',
    judge: losslessReassembly,
    options: {
      callerModes: ['streaming'],
      primary: { streamingWeight: 6, acceptWeight: 4 },
      fallbacks: { streamingWeight: 6, acceptWeight: 4 },
    },
  }),
];
