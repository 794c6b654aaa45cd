export {
  BUILTIN_IUTS,
  PROFILE_SELECTIONS,
  VENDOR_TRANSPORTS,
  type BuiltinIutName,
  type BuiltOn,
  type Deadlines,
  type ResolvedRunOptions,
  type RunOptions,
  type ShardSpec,
  type VendorTransport,
} from './RunOptions.ts';
export { DEFAULTS } from './defaults.ts';
export { OPTION_FLAGS, optionName, type OptionNaming, type OptionPath } from './optionNames.ts';
export { resolveOptions, SDK_IUT } from './resolveOptions.ts';
export { parseShardSpec } from './parseShardSpec.ts';
export { selectShard, shardOf } from './selectShard.ts';
