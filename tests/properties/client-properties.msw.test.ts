import { describeClientProperties } from './_fixtures/describeClientProperties.ts';

describeClientProperties('msw', 100);
