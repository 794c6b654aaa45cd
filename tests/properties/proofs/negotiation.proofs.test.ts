import { describeAreaProofs } from '../_fixtures/describeAreaProofs.ts';

describeAreaProofs('negotiation');
