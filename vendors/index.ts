/**
 * Simulated A2A v1.0 vendors (DESIGN §4).
 *
 * ```ts
 * const fleet = await createVendors({ seed });            // personas, identities, keys
 * const transport = startMswServer(fleet);                // or: await startLoopbackServer(fleet)
 * const { origin, rpcUrl } = transport.urls['vendor-b']!;
 * // … drive it with harness/wire's createJsonRpcBinding, then judge from fleet.transcript('vendor-b')
 * fleet.resetTranscripts();                               // between scenarios
 * await transport.close(); fleet.close();
 * ```
 */
export { createVendors, type CreateVendorsOptions, type VendorFleet } from './createVendors.ts';
export type { SimulatedVendor, ServedCard } from './SimulatedVendor.ts';
export { AUDIT_EXTENSION_URI, PERSONAS, BUILTIN_VENDOR_IDS } from './personas.ts';
export type {
  AnswerBytes,
  BuiltinVendorId,
  PersonaSpec,
  SkillSpec,
  VendorBehaviour,
} from './PersonaSpec.ts';
export type { VendorIdentity } from './VendorIdentity.ts';
export { vendorUrls, type VendorUrls } from './vendorUrls.ts';
export { VENDOR_DEFAULTS, type VendorTiming } from './defaults.ts';
export type { VendorTransport } from './VendorTransport.ts';
export {
  createMswHandlers,
  startMswServer,
  type MswVendorHandlers,
} from './msw/createMswHandlers.ts';
export { startLoopbackServer } from './loopback/startLoopbackServer.ts';
export {
  createFleetSlots,
  withSlots,
  type FleetSlots,
  type ServableFleet,
  type VendorHandler,
} from './FleetSlots.ts';
export type { CardSigning } from './PersonaSpec.ts';
export { VENDOR_FAULTS, type VendorFault, type VendorFaultSpec } from './VendorFault.ts';
export { twinPersona, TWIN_BEARER_TOKEN, type TwinBase } from './twinPersona.ts';
export { ANSWER_BYTES_NOTE, type AnswerBytesNote, sseDataOf } from './_internals/answerBytes.ts';
