import { describeWireSuite } from './wireSuiteExpectations.ts';

describeWireSuite('loopback');
