import { startLoopbackServer } from './loopback/startLoopbackServer.ts';
import { describeFleetOverTransport } from './_internals/fleetSuite.ts';

describeFleetOverTransport('loopback', (fleet) => startLoopbackServer(fleet));
