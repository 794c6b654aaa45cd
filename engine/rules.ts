/**
 * The rule catalogue for the command line, which reads it before (or without) loading the
 * engine: `rules`, `--rule` patterns, `replay --rule`. Data only, cheap to import.
 */
export { RULES, ruleRegistry } from '../scenarios/catalogue.ts';
