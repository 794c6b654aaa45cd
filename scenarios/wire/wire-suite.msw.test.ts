import { describeWireSuite } from './wireSuiteExpectations.ts';

describeWireSuite('msw');
