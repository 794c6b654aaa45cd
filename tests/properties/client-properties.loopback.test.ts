import { describeClientProperties } from './_fixtures/describeClientProperties.ts';

describeClientProperties('loopback', 30);
