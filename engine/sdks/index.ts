export {
  installImplementations,
  adapterCommand,
  selectedImplementations,
} from './installImplementations.ts';
