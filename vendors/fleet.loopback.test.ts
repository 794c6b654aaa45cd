import { startLoopbackServer } from './loopback/startLoopbackServer.ts';
import { describeFleetOverTransport } from './_fixtures/fleetSuite.ts';

describeFleetOverTransport('loopback', (fleet) => startLoopbackServer(fleet));
