import { describeWireSuite } from './_fixtures/wireSuiteExpectations.ts';

describeWireSuite('loopback');
