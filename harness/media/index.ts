export { parseMediaType, isInformalMediaToken, type MediaType } from './parseMediaType.ts';
export { mediaTypeMatches, acceptsMediaType } from './mediaTypeMatches.ts';
