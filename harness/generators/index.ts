export { seededFaker, fakerFrom } from './fakerFrom.ts';
export { dropUndefined } from './dropUndefined.ts';
export {
  type CardIdentity,
  cardIdentityArb,
  buildMinimalCard,
  minimalCardArb,
  MINIMAL_MODES,
} from './minimalCard.ts';
export { membersBeyondMinimal } from './membersBeyondMinimal.ts';
export {
  TRI_STATE_MEMBERS,
  EXTENSION_URIS,
  UNDECLARED_EXTENSION_URI,
  type CapabilityOptions,
  triStateValueArb,
  extensionEntryArb,
  extensionsValueArb,
  capabilitiesArb,
  wrongTypeCapabilitiesArb,
} from './capabilitiesArb.ts';
export {
  DECLARED_MODES,
  PART_MEDIA_TYPES,
  type ModeRelation,
  type InputModes,
  inputModesArb,
  partMediaTypeArb,
  enforceInputModesArb,
} from './inputModesArb.ts';
export {
  SECURITY_SCHEMES,
  REQUIREMENT_SCHEME_NAMES,
  type SecurityParts,
  type SecurityOptions,
  securityArb,
} from './securityArb.ts';
export {
  PROTOCOL_VERSIONS,
  FLOOR_VERSIONS,
  LEGACY_VERSIONS,
  type InterfaceChoice,
  interfacesArb,
  floorVersionArb,
  legacyVersionArb,
} from './versionsArb.ts';
export { type CardParts, assembleCard } from './assembleCard.ts';
export { otherSkills } from './otherSkills.ts';
export { structArb } from './structArb.ts';
export { type CardArbOptions, cardArb } from './cardArb.ts';
export {
  type CardMutation,
  MUTATION_TARGETS,
  ADDED_MEMBERS,
  applyCardMutation,
  cardMutationArb,
} from './CardMutation.ts';
export {
  type MediaTypeFamily,
  type MediaTypeChoice,
  MEDIA_TYPE_FAMILIES,
  mediaTypeChoiceArb,
} from './mediaTypeFamilies.ts';
export { type ChunkedStream, type FirstAppend, chunkedStreamArb } from './chunkedStreamArb.ts';
