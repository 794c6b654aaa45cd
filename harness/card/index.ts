export type {
  ParsedCard,
  TypedAgentCard,
  TypedAgentExtension,
  TypedAgentInterface,
  TypedAgentSkill,
  TypedSecurityRequirement,
  TypedSignature,
} from './AgentCard.ts';
export { parseCard, type ParseCardOptions } from './parseCard.ts';
export { cardAsRead } from './cardAsRead.ts';
export { toTypedCard } from './toTypedCard.ts';
export { findMissingRequired } from './findMissingRequired.ts';
export {
  readTriState,
  readExtensions,
  readRequiredExtensions,
  requiredExtensionSet,
  readCapabilities,
  type TriStateCapability,
} from './readCapabilities.ts';
export { readVendorFlag } from './readVendorFlag.ts';
export { findSkill, resolveInputModes, type SkillRef } from './findSkill.ts';
export {
  collectSecurityRequirementSchemeNames,
  type SchemeNameRef,
} from './collectSecurityRequirementSchemeNames.ts';
export { listInterfaces, legacyProtocolVersion, type InterfaceRef } from './listInterfaces.ts';
export { CARD_MEMBER_NAMES, cardMembersAt } from './cardMembers.ts';
